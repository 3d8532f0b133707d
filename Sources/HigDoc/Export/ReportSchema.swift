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
                  "$ref": "#/$defs/barId",
                  "description": "The bar the pair is grouped under: for rules, the bar both rules share (rules are aligned bar by bar); for sections and system items, the first bar of the English unit (of the translated unit when there is no English side). Absent when the unit is about no bar."
                },
                "confidence": {
                  "description": "How sure the aligner is that the two units correspond, from 0 to 1, rounded to two decimals: 1 for any paired section; for rules and system items a score of the evidence in `signals` (for rules also of position and length), capped at 1, and no pair scores below 0.3 (rules) or 0.5 (items). 0 when one side is absent.",
                  "maximum": 1,
                  "minimum": 0,
                  "type": "number"
                },
                "signals": {
                  "description": "The evidence that paired the units, each `prefix:value`: `glossary:` a shared glossary concept; for sections `apple_ref:` a shared anchor, `title` (alone) the page title and `term:` the English title kept in parentheses; for rules `link:` a link target, `code:` an identifier, `number:` a number, `term:` an English term kept in parentheses, `kind:` the same rule kind; for system items `image:` the same UIKit symbol, `name:` the same name (`[\"image:Camera\", \"name:Camera\"]`). Empty when one side is absent.",
                  "items": {
                    "type": "string"
                  },
                  "type": "array"
                },
                "source": {
                  "description": "Id of the English unit (a section, rule or system item, as the list holding the pair says); absent when only the translation has the unit.",
                  "type": "string"
                },
                "translation": {
                  "description": "Id of the translated unit; absent when the translation has no counterpart of the English unit.",
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
              "description": "English units with a counterpart, per document pair or per bar.",
              "properties": {
                "id": {
                  "description": "What the entry covers: for scope `document`, the English page's key and the translation's joined by → (`en/bars→zh/bars`); for scope `bar`, the bar id (`status-bar`).",
                  "type": "string"
                },
                "language": {
                  "description": "Language of the translation measured (`zh`, the only language a page can be translated into).",
                  "enum": [
                    "en",
                    "zh"
                  ]
                },
                "rules": {
                  "$ref": "#/$defs/ratio",
                  "description": "English rules covered, out of all English rules of the pair (for a bar: those whose `bar` it is)."
                },
                "scope": {
                  "description": "`document`: one translation against its English page; `bar`: the units about one bar, summed over every document pair of the language and counting the units of English pages that no page translates as not covered (bar entries follow the document entries, all six bars, when there is at least one pair).",
                  "enum": [
                    "document",
                    "bar"
                  ]
                },
                "sections": {
                  "$ref": "#/$defs/ratio",
                  "description": "English sections covered, out of all English sections of the pair (for a bar: those whose `bars` include it, subsections too)."
                },
                "systemItems": {
                  "$ref": "#/$defs/ratio",
                  "description": "English system items covered, out of all English system items of the pair (for a bar: those whose `bars` include it); a table row that repeats another row of its table is not counted."
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
              "description": "A finding: something higdoc noticed about the content (a parser recovery, a broken link, a translation gap).",
              "properties": {
                "bar": {
                  "$ref": "#/$defs/barId",
                  "description": "The bar the finding is about, for grouping (`toolbar`); absent when it concerns no particular bar."
                },
                "code": {
                  "description": "The finding's stable code, never reused (`HD0312`); `higdoc explain CODE` says what it means and what to do.",
                  "pattern": "^HD[0-9]{4}$",
                  "type": "string"
                },
                "fingerprint": {
                  "description": "16 lowercase hex digits identifying the finding across runs: a hash of its code, its file's path within the content directory (`zh/bars.md`, wherever the content is) and what it is about, not of its line or column, so edits above it keep it. Baselines (`--baseline`) match findings by it.",
                  "pattern": "^[0-9a-f]{16}$",
                  "type": "string"
                },
                "location": {
                  "$ref": "#/$defs/diagnosticLocation",
                  "description": "Where to act; for a translation finding usually in the translated page."
                },
                "message": {
                  "description": "What was found, in English, quoting the content concerned.",
                  "minLength": 1,
                  "type": "string"
                },
                "related": {
                  "description": "Other places the finding concerns, usually the English counterpart of a translation finding; empty when there are none.",
                  "items": {
                    "$ref": "#/$defs/diagnosticLocation"
                  },
                  "type": "array"
                },
                "severity": {
                  "description": "How serious the finding is; each code has its own severity (`higdoc explain` lists them).",
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
                  "description": "1-based column, counted in characters, not UTF-8 bytes (a Chinese character counts as one).",
                  "minimum": 1,
                  "type": "integer"
                },
                "file": {
                  "description": "Path of the page's file as higdoc read it: the `--content` directory as given, then `en/` or `zh/` and the file name (`content/zh/bars.md`).",
                  "type": "string"
                },
                "line": {
                  "description": "1-based line in the file, front matter included.",
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
              "description": "The alignment of a translation with its English page.",
              "properties": {
                "rules": {
                  "description": "Rule pairs, bar by bar (in bar id order, rules of no bar first): each English rule of the bar once, in page order, then the bar's translated rules that have no English counterpart.",
                  "items": {
                    "$ref": "#/$defs/alignedPair"
                  },
                  "type": "array"
                },
                "sections": {
                  "description": "Section pairs: every English section once, in page order, then the translated sections that have no English counterpart.",
                  "items": {
                    "$ref": "#/$defs/alignedPair"
                  },
                  "type": "array"
                },
                "source": {
                  "description": "Key of the English page (`en/bars`).",
                  "type": "string"
                },
                "systemItems": {
                  "description": "System item pairs, kind by kind (in kind order): every English item of the kind once, in page order, then the translated items that have no English counterpart.",
                  "items": {
                    "$ref": "#/$defs/alignedPair"
                  },
                  "type": "array"
                },
                "translation": {
                  "description": "Key of the translation (`zh/bars`).",
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
              "description": "A translation and the English page it translates.",
              "properties": {
                "source": {
                  "description": "Key of the English page (`en/bars`).",
                  "type": "string"
                },
                "sourceEdition": {
                  "description": "Edition of the English page, from its front matter (`iOS 7`).",
                  "type": "string"
                },
                "sourcePath": {
                  "description": "Path of the English page's file as higdoc read it (`content/en/bars.md`).",
                  "type": "string"
                },
                "translation": {
                  "description": "Key of the translation (`zh/bars`).",
                  "type": "string"
                },
                "translationEdition": {
                  "description": "Edition of the translation, from its front matter (`iOS 8`).",
                  "type": "string"
                },
                "translationPath": {
                  "description": "Path of the translation's file as higdoc read it (`content/zh/bars.md`).",
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
              "description": "English units the translation covers, out of all English units counted.",
              "properties": {
                "aligned": {
                  "description": "English units covered: those paired with a translated unit, and sections whose heading alone the translation folds into its parent section (HD0318).",
                  "minimum": 0,
                  "type": "integer"
                },
                "total": {
                  "description": "All English units counted.",
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
          "$id": "https://higdoc.dev/schemas/higdoc-report-1.schema.json",
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "additionalProperties": false,
          "description": "The output of `higdoc check --format json`: translation alignments, coverage and findings.",
          "properties": {
            "alignments": {
              "description": "One alignment per translation with the English page its front matter `translates`, sorted by the translation's key; empty when no page is translated.",
              "items": {
                "$ref": "#/$defs/documentAlignment"
              },
              "type": "array"
            },
            "coverage": {
              "description": "How much of the English its translations cover: one entry per document pair, then one per bar.",
              "items": {
                "$ref": "#/$defs/coverage"
              },
              "type": "array"
            },
            "diagnostics": {
              "description": "The findings not left out by `--baseline`, sorted by file, line, column and code, then by the first related location (a finding without one first: the missing rules placed after one translated rule come in the English page's order), then by message.",
              "items": {
                "$ref": "#/$defs/diagnostic"
              },
              "type": "array"
            },
            "documents": {
              "description": "The document pairs checked: one per translation whose English page exists, in the order of `alignments`.",
              "items": {
                "$ref": "#/$defs/documentPair"
              },
              "type": "array"
            },
            "generator": {
              "additionalProperties": false,
              "description": "The tool that wrote the report.",
              "properties": {
                "name": {
                  "const": "higdoc",
                  "description": "Always `higdoc`."
                },
                "version": {
                  "description": "Version of the higdoc that wrote the report (`0.1.0`).",
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
              "description": "Version of the report format, `MAJOR.MINOR.PATCH` (now `1.0.0`); it is not higdoc's version (`generator.version`).",
              "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+$",
              "type": "string"
            },
            "summary": {
              "additionalProperties": false,
              "description": "Counts of the reported findings, and whether they fail the run.",
              "properties": {
                "errors": {
                  "description": "Reported findings of severity `error` (those the baseline suppressed not counted).",
                  "minimum": 0,
                  "type": "integer"
                },
                "failOn": {
                  "description": "The `--fail-on` severity (default `error`): a reported finding of it or a more serious one fails the run; `never` fails none.",
                  "enum": [
                    "note",
                    "warning",
                    "error",
                    "never"
                  ]
                },
                "failed": {
                  "description": "Whether a reported finding reaches `failOn` (then the exit status is 1).",
                  "type": "boolean"
                },
                "notes": {
                  "description": "Reported findings of severity `note` (those the baseline suppressed not counted).",
                  "minimum": 0,
                  "type": "integer"
                },
                "suppressed": {
                  "description": "Findings left out because the baseline (`--baseline`) lists them.",
                  "minimum": 0,
                  "type": "integer"
                },
                "warnings": {
                  "description": "Reported findings of severity `warning` (those the baseline suppressed not counted).",
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
