extension SchemaDocuments {
    /// JSON Schema of `higdoc check --format json` (placeholder until the checker lands).
    public static let reportSchema = "{}\n"
}
