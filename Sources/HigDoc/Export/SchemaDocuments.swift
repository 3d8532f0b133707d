public enum SchemaDocuments { public static let spec = "{}\n"; public static let report = "{}\n" }
