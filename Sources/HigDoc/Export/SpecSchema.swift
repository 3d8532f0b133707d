// The JSON Schema of the spec (schemas/higdoc-spec.schema.json must stay identical; a test checks).

extension SchemaDocuments {
    /// JSON Schema (draft 2020-12) of `higdoc export`.
    public static let spec = #"""
        {
          "$defs": {
            "alignedPair": {
              "additionalProperties": false,
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
            "bar": {
              "additionalProperties": false,
              "description": "One of the six bars and the guidance about it across documents.",
              "properties": {
                "id": {
                  "$ref": "#/$defs/barId"
                },
                "names": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "description": "Display name per language.",
                  "required": [
                    "en",
                    "zh"
                  ],
                  "type": "object"
                },
                "rules": {
                  "items": {
                    "type": "string"
                  },
                  "type": "array"
                },
                "sections": {
                  "items": {
                    "type": "string"
                  },
                  "type": "array"
                },
                "systemItems": {
                  "items": {
                    "type": "string"
                  },
                  "type": "array"
                }
              },
              "required": [
                "id",
                "names",
                "sections",
                "rules",
                "systemItems"
              ],
              "type": "object"
            },
            "barId": {
              "description": "Canonical bar id, the same across languages and editions.",
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
              "description": "Translation coverage per document pair or per bar.",
              "properties": {
                "id": {
                  "type": "string"
                },
                "language": {
                  "$ref": "#/$defs/language"
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
              "description": "Something higdoc noticed.",
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
              "description": "A file and a position in it.",
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
            "document": {
              "additionalProperties": false,
              "description": "A content page.",
              "properties": {
                "canonicalURL": {
                  "format": "uri",
                  "type": "string"
                },
                "edition": {
                  "type": "string"
                },
                "id": {
                  "type": "string"
                },
                "key": {
                  "description": "lang/id, unique in the corpus (en/bars).",
                  "pattern": "^(en|zh)/[A-Za-z0-9-]+$",
                  "type": "string"
                },
                "lang": {
                  "$ref": "#/$defs/language"
                },
                "path": {
                  "type": "string"
                },
                "source": {
                  "description": "The seed file the page was made from.",
                  "type": "string"
                },
                "title": {
                  "type": "string"
                },
                "translates": {
                  "description": "Key of the English page a translation translates.",
                  "type": "string"
                }
              },
              "required": [
                "key",
                "id",
                "path",
                "lang",
                "title",
                "edition",
                "source"
              ],
              "type": "object"
            },
            "documentAlignment": {
              "additionalProperties": false,
              "description": "The alignment of a translation with its English page.",
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
            "image": {
              "additionalProperties": false,
              "description": "An image reference.",
              "properties": {
                "alt": {
                  "type": "string"
                },
                "document": {
                  "type": "string"
                },
                "fileName": {
                  "type": "string"
                },
                "id": {
                  "type": "string"
                },
                "location": {
                  "$ref": "#/$defs/location"
                },
                "section": {
                  "type": "string"
                },
                "source": {
                  "type": "string"
                }
              },
              "required": [
                "id",
                "document",
                "source",
                "alt",
                "fileName",
                "location"
              ],
              "type": "object"
            },
            "language": {
              "enum": [
                "en",
                "zh"
              ]
            },
            "link": {
              "additionalProperties": false,
              "description": "A hyperlink.",
              "properties": {
                "appleRef": {
                  "description": "The part after #//apple_ref/.",
                  "type": "string"
                },
                "destination": {
                  "type": "string"
                },
                "document": {
                  "type": "string"
                },
                "id": {
                  "type": "string"
                },
                "location": {
                  "$ref": "#/$defs/location"
                },
                "resolvedSection": {
                  "description": "Section id the link resolves to inside the corpus.",
                  "type": "string"
                },
                "section": {
                  "type": "string"
                },
                "text": {
                  "type": "string"
                }
              },
              "required": [
                "id",
                "document",
                "destination",
                "text",
                "location"
              ],
              "type": "object"
            },
            "location": {
              "additionalProperties": false,
              "description": "A 1-based line and a 1-based column counted in characters (not UTF-8 bytes).",
              "properties": {
                "column": {
                  "minimum": 1,
                  "type": "integer"
                },
                "line": {
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "line",
                "column"
              ],
              "type": "object"
            },
            "note": {
              "additionalProperties": false,
              "description": "A callout block.",
              "properties": {
                "bar": {
                  "$ref": "#/$defs/barId"
                },
                "document": {
                  "type": "string"
                },
                "id": {
                  "type": "string"
                },
                "kind": {
                  "enum": [
                    "api-note",
                    "important",
                    "note"
                  ]
                },
                "label": {
                  "type": "string"
                },
                "location": {
                  "$ref": "#/$defs/location"
                },
                "section": {
                  "type": "string"
                },
                "text": {
                  "type": "string"
                }
              },
              "required": [
                "id",
                "document",
                "section",
                "kind",
                "label",
                "text",
                "location"
              ],
              "type": "object"
            },
            "ratio": {
              "additionalProperties": false,
              "description": "Aligned English units out of all.",
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
            },
            "rule": {
              "additionalProperties": false,
              "description": "A guideline statement: a paragraph opening with a bold lead.",
              "properties": {
                "bar": {
                  "$ref": "#/$defs/barId"
                },
                "blockIndex": {
                  "minimum": 0,
                  "type": "integer"
                },
                "body": {
                  "type": "string"
                },
                "document": {
                  "type": "string"
                },
                "id": {
                  "type": "string"
                },
                "kind": {
                  "enum": [
                    "do",
                    "dont",
                    "consider"
                  ]
                },
                "lead": {
                  "minLength": 1,
                  "type": "string"
                },
                "location": {
                  "$ref": "#/$defs/location"
                },
                "section": {
                  "type": "string"
                }
              },
              "required": [
                "id",
                "document",
                "section",
                "kind",
                "lead",
                "body",
                "location",
                "blockIndex"
              ],
              "type": "object"
            },
            "section": {
              "additionalProperties": false,
              "description": "A heading and its content.",
              "properties": {
                "anchor": {
                  "description": "The //apple_ref/... anchor naming the section.",
                  "pattern": "^//apple_ref/",
                  "type": "string"
                },
                "bars": {
                  "items": {
                    "$ref": "#/$defs/barId"
                  },
                  "type": "array"
                },
                "concept": {
                  "description": "Glossary concept the heading names.",
                  "type": "string"
                },
                "document": {
                  "type": "string"
                },
                "id": {
                  "type": "string"
                },
                "isBarSection": {
                  "type": "boolean"
                },
                "level": {
                  "maximum": 6,
                  "minimum": 1,
                  "type": "integer"
                },
                "location": {
                  "$ref": "#/$defs/location"
                },
                "parent": {
                  "type": "string"
                },
                "title": {
                  "type": "string"
                }
              },
              "required": [
                "id",
                "document",
                "title",
                "level",
                "isBarSection",
                "bars",
                "location"
              ],
              "type": "object"
            },
            "systemItem": {
              "additionalProperties": false,
              "description": "A standard bar button, tab bar icon or search bar element.",
              "properties": {
                "bars": {
                  "items": {
                    "$ref": "#/$defs/barId"
                  },
                  "type": "array"
                },
                "concept": {
                  "type": "string"
                },
                "document": {
                  "type": "string"
                },
                "id": {
                  "type": "string"
                },
                "image": {
                  "type": "string"
                },
                "index": {
                  "minimum": 0,
                  "type": "integer"
                },
                "kind": {
                  "enum": [
                    "bar-button-item",
                    "tab-bar-item",
                    "search-bar-element"
                  ]
                },
                "localizedName": {
                  "description": "Name in the document's language.",
                  "type": "string"
                },
                "location": {
                  "$ref": "#/$defs/location"
                },
                "meaning": {
                  "type": "string"
                },
                "name": {
                  "description": "English name.",
                  "type": "string"
                },
                "section": {
                  "type": "string"
                },
                "symbol": {
                  "description": "UIKit symbol stem from the image file name.",
                  "type": "string"
                }
              },
              "required": [
                "id",
                "document",
                "section",
                "kind",
                "name",
                "localizedName",
                "meaning",
                "bars",
                "location",
                "index"
              ],
              "type": "object"
            }
          },
          "$id": "https://higdoc.dev/schemas/higdoc-spec-1.schema.json",
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "additionalProperties": false,
          "description": "The machine-readable spec written by `higdoc export`: the typed guideline graph of a bilingual HIG corpus, its en-zh alignments and coverage, and diagnostics. schemaVersion follows semantic versioning: additive changes bump the minor version.",
          "properties": {
            "alignments": {
              "items": {
                "$ref": "#/$defs/documentAlignment"
              },
              "type": "array"
            },
            "bars": {
              "items": {
                "$ref": "#/$defs/bar"
              },
              "maxItems": 6,
              "minItems": 6,
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
                "$ref": "#/$defs/document"
              },
              "type": "array"
            },
            "generator": {
              "additionalProperties": false,
              "description": "The tool that wrote the spec.",
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
            "images": {
              "items": {
                "$ref": "#/$defs/image"
              },
              "type": "array"
            },
            "links": {
              "items": {
                "$ref": "#/$defs/link"
              },
              "type": "array"
            },
            "notes": {
              "items": {
                "$ref": "#/$defs/note"
              },
              "type": "array"
            },
            "rules": {
              "items": {
                "$ref": "#/$defs/rule"
              },
              "type": "array"
            },
            "schemaVersion": {
              "pattern": "^1\\.[0-9]+\\.[0-9]+$",
              "type": "string"
            },
            "sections": {
              "items": {
                "$ref": "#/$defs/section"
              },
              "type": "array"
            },
            "systemItems": {
              "items": {
                "$ref": "#/$defs/systemItem"
              },
              "type": "array"
            }
          },
          "required": [
            "schemaVersion",
            "generator",
            "documents",
            "bars",
            "sections",
            "rules",
            "systemItems",
            "notes",
            "links",
            "images",
            "diagnostics",
            "alignments",
            "coverage"
          ],
          "title": "higdoc guideline spec",
          "type": "object"
        }

        """#
}
