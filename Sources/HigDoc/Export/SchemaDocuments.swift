/// The JSON Schemas higdoc publishes (printed by `higdoc schema`, copied into the site).
public enum SchemaDocuments {}
