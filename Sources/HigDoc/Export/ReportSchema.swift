// The JSON Schema of `higdoc check --format json` (schemas/higdoc-report.schema.json must stay identical; a test checks).

extension SchemaDocuments {
    /// JSON Schema (draft 2020-12) of `higdoc check --format json`.
    public static let reportSchema = #"""
        {
          "$defs": {
            "alignedPair": {
              "additionalProperties": false,
              "anyOf": [
                {
                  "required": [
                    "source"
                  ]
                },
                {
                  "required": [
                    "translation"
                  ]
                }
              ],
              "description": "An English unit and its counterpart; one side is absent when a unit has none.",
              "properties": {
                "bar": {
                  "$ref": "#/$defs/barId"
                },
                "confidence": {
                  "maximum": 1,
                  "minimum": 0,
                  "type": "number"
                },
                "signals": {
                  "items": {
                    "type": "string"
                  },
                  "type": "array"
                },
                "source": {
                  "type": "string"
                },
                "translation": {
                  "type": "string"
                }
              },
              "required": [
                "confidence",
                "signals"
              ],
              "type": "object"
            },
            "barId": {
              "enum": [
                "status-bar",
                "navigation-bar",
                "toolbar",
                "tab-bar",
                "search-bar",
                "scope-bar"
              ]
            },
            "coverage": {
              "additionalProperties": false,
              "description": "English units with a counterpart, per document pair or per bar.",
              "properties": {
                "id": {
                  "type": "string"
                },
                "language": {
                  "enum": [
                    "en",
                    "zh"
                  ]
                },
                "rules": {
                  "$ref": "#/$defs/ratio"
                },
                "scope": {
                  "enum": [
                    "document",
                    "bar"
                  ]
                },
                "sections": {
                  "$ref": "#/$defs/ratio"
                },
                "systemItems": {
                  "$ref": "#/$defs/ratio"
                }
              },
              "required": [
                "scope",
                "id",
                "language",
                "sections",
                "rules",
                "systemItems"
              ],
              "type": "object"
            },
            "diagnostic": {
              "additionalProperties": false,
              "properties": {
                "bar": {
                  "$ref": "#/$defs/barId"
                },
                "code": {
                  "pattern": "^HD[0-9]{4}$",
                  "type": "string"
                },
                "fingerprint": {
                  "pattern": "^[0-9a-f]{16}$",
                  "type": "string"
                },
                "location": {
                  "$ref": "#/$defs/diagnosticLocation"
                },
                "message": {
                  "minLength": 1,
                  "type": "string"
                },
                "related": {
                  "items": {
                    "$ref": "#/$defs/diagnosticLocation"
                  },
                  "type": "array"
                },
                "severity": {
                  "enum": [
                    "note",
                    "warning",
                    "error"
                  ]
                }
              },
              "required": [
                "code",
                "severity",
                "message",
                "location",
                "related",
                "fingerprint"
              ],
              "type": "object"
            },
            "diagnosticLocation": {
              "additionalProperties": false,
              "description": "A file and a position in it; the column counts characters, not bytes.",
              "properties": {
                "column": {
                  "minimum": 1,
                  "type": "integer"
                },
                "file": {
                  "type": "string"
                },
                "line": {
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "file",
                "line",
                "column"
              ],
              "type": "object"
            },
            "documentAlignment": {
              "additionalProperties": false,
              "properties": {
                "rules": {
                  "items": {
                    "$ref": "#/$defs/alignedPair"
                  },
                  "type": "array"
                },
                "sections": {
                  "items": {
                    "$ref": "#/$defs/alignedPair"
                  },
                  "type": "array"
                },
                "source": {
                  "type": "string"
                },
                "systemItems": {
                  "items": {
                    "$ref": "#/$defs/alignedPair"
                  },
                  "type": "array"
                },
                "translation": {
                  "type": "string"
                }
              },
              "required": [
                "source",
                "translation",
                "sections",
                "rules",
                "systemItems"
              ],
              "type": "object"
            },
            "documentPair": {
              "additionalProperties": false,
              "properties": {
                "source": {
                  "type": "string"
                },
                "sourceEdition": {
                  "type": "string"
                },
                "sourcePath": {
                  "type": "string"
                },
                "translation": {
                  "type": "string"
                },
                "translationEdition": {
                  "type": "string"
                },
                "translationPath": {
                  "type": "string"
                }
              },
              "required": [
                "source",
                "translation",
                "sourcePath",
                "translationPath",
                "sourceEdition",
                "translationEdition"
              ],
              "type": "object"
            },
            "ratio": {
              "additionalProperties": false,
              "properties": {
                "aligned": {
                  "minimum": 0,
                  "type": "integer"
                },
                "total": {
                  "minimum": 0,
                  "type": "integer"
                }
              },
              "required": [
                "aligned",
                "total"
              ],
              "type": "object"
            }
          },
          "$id": "https://higdoc.example/schemas/higdoc-report.schema.json",
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "additionalProperties": false,
          "description": "The output of `higdoc check --format json`: translation alignments, coverage and findings.",
          "properties": {
            "alignments": {
              "items": {
                "$ref": "#/$defs/documentAlignment"
              },
              "type": "array"
            },
            "coverage": {
              "items": {
                "$ref": "#/$defs/coverage"
              },
              "type": "array"
            },
            "diagnostics": {
              "items": {
                "$ref": "#/$defs/diagnostic"
              },
              "type": "array"
            },
            "documents": {
              "items": {
                "$ref": "#/$defs/documentPair"
              },
              "type": "array"
            },
            "generator": {
              "additionalProperties": false,
              "properties": {
                "name": {
                  "const": "higdoc"
                },
                "version": {
                  "type": "string"
                }
              },
              "required": [
                "name",
                "version"
              ],
              "type": "object"
            },
            "schemaVersion": {
              "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+$",
              "type": "string"
            },
            "summary": {
              "additionalProperties": false,
              "properties": {
                "errors": {
                  "minimum": 0,
                  "type": "integer"
                },
                "failOn": {
                  "enum": [
                    "note",
                    "warning",
                    "error",
                    "never"
                  ]
                },
                "failed": {
                  "description": "Whether a finding reaches failOn (exit status 1).",
                  "type": "boolean"
                },
                "notes": {
                  "minimum": 0,
                  "type": "integer"
                },
                "suppressed": {
                  "description": "Findings left out because the baseline lists them.",
                  "minimum": 0,
                  "type": "integer"
                },
                "warnings": {
                  "minimum": 0,
                  "type": "integer"
                }
              },
              "required": [
                "errors",
                "warnings",
                "notes",
                "suppressed",
                "failOn",
                "failed"
              ],
              "type": "object"
            }
          },
          "required": [
            "schemaVersion",
            "generator",
            "summary",
            "documents",
            "coverage",
            "alignments",
            "diagnostics"
          ],
          "title": "higdoc check report",
          "type": "object"
        }

        """#
}
