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
            "bar": {
              "additionalProperties": false,
              "description": "One of the six bars and the guidance about it across documents.",
              "properties": {
                "id": {
                  "$ref": "#/$defs/barId",
                  "description": "The bar's canonical id."
                },
                "names": {
                  "additionalProperties": false,
                  "description": "Display name per language: the glossary's first term for the bar, title-cased in English (`{\"en\": \"Status Bar\", \"zh\": \"状态栏\"}`). Closed since 1.1.1 (it always held these two).",
                  "properties": {
                    "en": {
                      "description": "The English name.",
                      "type": "string"
                    },
                    "zh": {
                      "description": "The Chinese name.",
                      "type": "string"
                    }
                  },
                  "required": [
                    "en",
                    "zh"
                  ],
                  "type": "object"
                },
                "rules": {
                  "description": "Ids of the rules about the bar, in every page and language: those whose `bar` it is (a rule carries only its section's first bar).",
                  "items": {
                    "type": "string"
                  },
                  "type": "array"
                },
                "sections": {
                  "description": "Ids of the bar sections (`isBarSection`) about the bar, in every page and language; their subsections are not listed.",
                  "items": {
                    "type": "string"
                  },
                  "type": "array"
                },
                "systemItems": {
                  "description": "Ids of the system items whose `bars` include the bar, in every page and language.",
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
                  "description": "What the entry covers: for scope `document`, the English page's key and the translation's joined by → (`en/bars→zh/bars`); for scope `bar`, the bar id (`status-bar`).",
                  "type": "string"
                },
                "language": {
                  "$ref": "#/$defs/language",
                  "description": "Language of the translation measured (`zh`, the only language a page can be translated into)."
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
              "description": "A file and a position in it: a 1-based line and a 1-based column counted in characters (not UTF-8 bytes).",
              "properties": {
                "column": {
                  "description": "1-based column, counted in characters, not UTF-8 bytes (a Chinese character counts as one).",
                  "minimum": 1,
                  "type": "integer"
                },
                "file": {
                  "description": "Path of the page's file relative to the content directory: `en/` or `zh/` and the file name (`zh/bars.md`), however `--content` named the directory, so the spec is the same from any checkout (since 2.0.0; before, the directory as given came first). A file outside the content directory keeps its path.",
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
            "document": {
              "additionalProperties": false,
              "description": "A content page: a markdown file of `en/` or `zh/` and its front matter.",
              "properties": {
                "canonicalURL": {
                  "description": "Where the page was published (front matter `canonicalURL`), against which its relative links are resolved; absent when the front matter has none. An absolute `http` or `https` address, written as a URI since 1.1.1: what RFC 3986 does not allow as it is (a space, a non-ASCII character, a `%` that begins no escape) percent-encoded, as the site links to it (`https://example.cn/文档/` is `https://example.cn/%E6%96%87%E6%A1%A3/`).",
                  "format": "uri",
                  "type": "string"
                },
                "edition": {
                  "description": "The edition of the guidelines the page comes from, as its front matter says (`iOS 7`, `iPhone OS 2010`, `current`).",
                  "type": "string"
                },
                "id": {
                  "description": "The page's id (front matter `id`: ASCII letters, digits and `-`), unique within its language; a translation may share its English page's id (`bars`).",
                  "type": "string"
                },
                "key": {
                  "description": "`lang/id`, unique in the corpus (`en/bars`); every unit's `document` and id start with it.",
                  "pattern": "^(en|zh)/[A-Za-z0-9-]+$",
                  "type": "string"
                },
                "lang": {
                  "$ref": "#/$defs/language",
                  "description": "The page's language (front matter `lang`)."
                },
                "path": {
                  "description": "Path of the markdown file relative to the content directory: `en/` or `zh/` and the file name (`en/bars.md`), however `--content` named the directory (since 2.0.0; before, the directory as given came first).",
                  "type": "string"
                },
                "source": {
                  "description": "The seed file the page was made from (front matter `source`, `000_5e5786affe124d77.txt`).",
                  "type": "string"
                },
                "title": {
                  "description": "The page's title (front matter `title`: `Bars`, `栏`).",
                  "type": "string"
                },
                "translates": {
                  "description": "On a translation, the key of the English page it translates (`en/bars`); absent on English pages.",
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
            "image": {
              "additionalProperties": false,
              "description": "An image reference (`![alt](src)`, `<img>` or a figure); the corpus ships no image files.",
              "properties": {
                "alt": {
                  "description": "The alt text as written; empty when there is none.",
                  "type": "string"
                },
                "document": {
                  "description": "Key of the page the image is on.",
                  "type": "string"
                },
                "fileName": {
                  "description": "The last path component of `source` (`status_bar_default_2x.png`).",
                  "type": "string"
                },
                "id": {
                  "description": "`document/image-line-column` after where the image starts (`en/bars/image-32-1`), suffixed `-2`, `-3`… when the page has that id already; it changes when the image moves.",
                  "type": "string"
                },
                "location": {
                  "$ref": "#/$defs/location",
                  "description": "Where the image starts."
                },
                "section": {
                  "description": "Id of the section the image is in; absent when it comes before the page's first heading.",
                  "type": "string"
                },
                "source": {
                  "description": "The image's `src` exactly as written (`../image/UI Elements/Bars/status_bar_default_2x.png`).",
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
              "description": "A content language: `en` (English, the source) or `zh` (Simplified Chinese, the translations).",
              "enum": [
                "en",
                "zh"
              ]
            },
            "link": {
              "additionalProperties": false,
              "description": "A hyperlink, with the `apple_ref` id it carries and the section it resolves to inside the corpus.",
              "properties": {
                "appleRef": {
                  "description": "The part of `destination` after `#//apple_ref/` (`doc/uid/TP40006728`); absent when it has none.",
                  "type": "string"
                },
                "destination": {
                  "description": "The link target exactly as written (`Controls.html#//apple_ref/doc/uid/TP40006556-CH15-SW44`; `#` for a placeholder).",
                  "type": "string"
                },
                "document": {
                  "description": "Key of the page the link is on.",
                  "type": "string"
                },
                "id": {
                  "description": "`document/link-line-column` after where the link starts (`en/bars/link-34-165`), suffixed `-2`, `-3`… when the page has that id already; it changes when the link moves.",
                  "type": "string"
                },
                "location": {
                  "$ref": "#/$defs/location",
                  "description": "Where the link starts."
                },
                "resolvedSection": {
                  "description": "Id of the section the link reaches: the one whose `anchor` (or, since 2.1.0, `headingID`) the link's `appleRef` names, the first such section in the same page, else in a page of the same language, else anywhere; for any other `#…` fragment (`#scope`, `#status-bar`), the section of the page the link names (its own for a bare `#…`) that carries it; absent when no section carries it or the link names no anchor.",
                  "type": "string"
                },
                "section": {
                  "description": "Id of the section the link is in; absent when it comes before the page's first heading.",
                  "type": "string"
                },
                "text": {
                  "description": "The link's text, as plain text with whitespace collapsed.",
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
                  "description": "1-based column, counted in characters, not UTF-8 bytes (a Chinese character counts as one).",
                  "minimum": 1,
                  "type": "integer"
                },
                "line": {
                  "description": "1-based line in the page's file, front matter included.",
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
              "description": "A callout: a block quote at the top level of a page that opens with a label (`> Note:`, `>API 备注`, `>要点`), in bold too (`> **要点：**`), or with one of GitHub's alerts (`> [!WARNING]`, since 2.1.1).",
              "properties": {
                "bar": {
                  "$ref": "#/$defs/barId",
                  "description": "The first bar of the note's section; absent when the section is about no bar."
                },
                "document": {
                  "description": "Key of the page the note is on.",
                  "type": "string"
                },
                "id": {
                  "description": "`section/note-N`, N the note's place among its section's notes from 1 (`zh/bars/status-bar/note-1`; the page's key stands for the section before the first heading), suffixed `-2`, `-3`… when the page has that id already; lines added or removed elsewhere leave it as it is.",
                  "type": "string"
                },
                "kind": {
                  "description": "What the label says: `api-note` (API Note, API 备注), `important` (Important, 要点, 重要; the alerts `[!IMPORTANT]`, `[!WARNING]` and `[!CAUTION]`) or `note` (Note, 注意, 备注; the alerts `[!NOTE]` and `[!TIP]`).",
                  "enum": [
                    "api-note",
                    "important",
                    "note"
                  ]
                },
                "label": {
                  "description": "The label as written, without its colon (`Note`, `NOTE`, `API 备注`).",
                  "type": "string"
                },
                "location": {
                  "$ref": "#/$defs/location",
                  "description": "Where the block quote starts."
                },
                "section": {
                  "description": "Id of the note's section, or the page's key when the note comes before the first heading.",
                  "type": "string"
                },
                "text": {
                  "description": "The note's text without its label, as plain text with whitespace collapsed.",
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
            },
            "rule": {
              "additionalProperties": false,
              "description": "A guideline statement: a paragraph at the top level of a page that opens with bold text (its lead), unless that text is a run-in label: one English word and a period or colon (`**Purpose.**`, as the UIKit Catalog introduces its paragraphs), or a Chinese word of up to four characters and a colon (`**注意：**`). Since 2.2.0, on a translated page, an item of a top-level list that opens with such a paragraph is a rule too when it translates an English rule (`- **隐藏状态栏时请慎重。**…`, as translators write rules: read as a rule, it is aligned to an English rule that no paragraph of the page is aligned to); `listItem` says which item. Any other bold-lead paragraph inside a list item, block quote, callout or table cell is no rule: such list items describe search bar elements (`**Placeholder** text`), which become system items, or terms (`**Keyboard layout.**`).",
              "properties": {
                "bar": {
                  "$ref": "#/$defs/barId",
                  "description": "The first bar of the rule's section; absent when the section is about no bar."
                },
                "blockIndex": {
                  "description": "0-based position of the rule's paragraph among the page's top-level blocks, as higdoc parses them (of its list, for a rule written as a list item); it orders the rules of a page and is not a line number.",
                  "minimum": 0,
                  "type": "integer"
                },
                "body": {
                  "description": "The rest of the paragraph after the lead, as plain text with whitespace collapsed; empty when the paragraph is all lead.",
                  "type": "string"
                },
                "document": {
                  "description": "Key of the page the rule is on.",
                  "type": "string"
                },
                "id": {
                  "description": "`document/slug`, the slug of the lead (lower case, letters of any script kept: `zh/bars/不要创建自定义状态栏`) cut to at most 48 characters at a word boundary (`en/bars/think-twice-before-hiding-the-status-bar`); since 2.1.1, when two rules of the page cut to the same slug, each of them is named by the slug of its lead cut to at most 160 characters (`en/bars/if-appropriate-customize-the-appearance-of-a-tab-bar`), so that editing one lead never hands its id to the other; suffixed `-2`, `-3`… only when the page has that id already (two rules with the same lead).",
                  "type": "string"
                },
                "kind": {
                  "description": "What the rule asks, from the glossary's `ruleKinds` words in the lead: `dont` (don't, avoid, never, 不要, 避免…), `consider` (consider, think twice, 考虑, 慎重; it wins when a lead has words of both), else `do`, the default.",
                  "enum": [
                    "do",
                    "dont",
                    "consider"
                  ]
                },
                "lead": {
                  "description": "The bold opening text, as plain text with whitespace collapsed (`Think twice before hiding the status bar.`).",
                  "minLength": 1,
                  "type": "string"
                },
                "list": {
                  "description": "The items of the list right under the paragraph (`There are several ways to do this:` and its ways; a list broken by pictures is one list), as plain text with whitespace collapsed, in order: what the paragraph announces belongs to the rule. A list of search bar elements is not a rule's (each element is a system item). Absent when the rule has no list. Added in 1.1.0.",
                  "items": {
                    "type": "string"
                  },
                  "minItems": 1,
                  "type": "array"
                },
                "listItem": {
                  "description": "For a rule written as a list item, the item's 0-based position in the list at `blockIndex`; absent for a rule's own paragraph. Its `list` is then the items of the lists inside the item. Added in 2.2.0.",
                  "minimum": 0,
                  "type": "integer"
                },
                "location": {
                  "$ref": "#/$defs/location",
                  "description": "Where the paragraph starts."
                },
                "section": {
                  "description": "Id of the rule's section, or the page's key when the rule comes before the first heading.",
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
              "description": "A heading and what follows it, up to the next heading of the same or a higher level.",
              "properties": {
                "anchor": {
                  "description": "The name of the `<a name>` anchor just before the heading: in Apple's pages a `//apple_ref/…` one (`//apple_ref/doc/uid/TP40006556-CH12-SW2`), else any (`scope`, which a `#scope` link names; since 1.1.1, when links to it resolve); since 2.1.0, when there is none, the id of the heading's attribute block (`## 状态栏 {#status-bar}` gives `status-bar`); absent when there is neither.",
                  "type": "string"
                },
                "bars": {
                  "description": "The bars the section is about: its own bar for a bar section, the topic's bars for a topic section (`[\"toolbar\", \"navigation-bar\"]`), otherwise its parent's; empty when none.",
                  "items": {
                    "$ref": "#/$defs/barId"
                  },
                  "type": "array"
                },
                "concept": {
                  "description": "The glossary concept, a bar or a bar topic, that the heading names (`status-bar`, `bar-buttons`); absent when it names none.",
                  "type": "string"
                },
                "document": {
                  "description": "Key of the page the section is on.",
                  "type": "string"
                },
                "headingID": {
                  "description": "Since 2.1.0: the id of the heading's attribute block (`{#status-bar}`) when an `<a name>` anchor before the heading is the section's `anchor`: a second name, which links reach the section by too; absent otherwise.",
                  "type": "string"
                },
                "id": {
                  "description": "`document/concept` for a heading that names a glossary concept (`en/bars/status-bar`), else `parent/slug` of the title (`en/bars/status-bar/guidelines`; the page's key when there is no parent), the slug cut to at most 48 characters at a word boundary (`en/iphone-2010-bars/navigation-bars-tab-bars-toolbars-and-the`) and, like a rule's, keeping the letters of any script (`zh/bars/栏/相关资源`: percent-encode an id before using it in a URL or a file name), suffixed `-2`, `-3`… when the page has that id already.",
                  "type": "string"
                },
                "isBarSection": {
                  "description": "Whether the heading names a bar or a bar topic of the glossary, exactly when `concept` is present; `bar.sections` lists these. Their subsections are `false` but inherit their `bars`.",
                  "type": "boolean"
                },
                "level": {
                  "description": "The heading's level, 1 to 6, as written; it differs between languages and editions (`### The Status Bar`, `## 状态栏`), so bars are recognized by `concept`, not level.",
                  "maximum": 6,
                  "minimum": 1,
                  "type": "integer"
                },
                "location": {
                  "$ref": "#/$defs/location",
                  "description": "Where the heading starts."
                },
                "parent": {
                  "description": "Id of the enclosing section (the nearest heading before it of a lower level); absent for a top-level section.",
                  "type": "string"
                },
                "title": {
                  "description": "The heading's text, as plain text with whitespace collapsed.",
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
              "description": "A standard item the system provides: a row of a bar button or tab bar icon table, or a search bar element described in a list item of a search bar section.",
              "properties": {
                "bars": {
                  "description": "The bars the item belongs to: its section's bars for a table row, the glossary concept's bars for a search bar element.",
                  "items": {
                    "$ref": "#/$defs/barId"
                  },
                  "type": "array"
                },
                "concept": {
                  "description": "The glossary concept of a search bar element (`search-bar-clear-button`); absent for table rows.",
                  "type": "string"
                },
                "document": {
                  "description": "Key of the page the item is on.",
                  "type": "string"
                },
                "id": {
                  "description": "`document/kind/slug` (`en/bars/bar-button-item/share`): the slug of the English name (in a translation, of the name in parentheses, else of the image's `symbol`, else of the name), or the concept for a search bar element; suffixed `-2`, `-3`… when the page has that id already.",
                  "type": "string"
                },
                "image": {
                  "description": "The `src` of the first image in the table row, exactly as written (`../image/UI Elements/Bars/UIButtonBarAction.png`): a path, not an image id (the image itself is also in `images`). Absent when the row has no image, and for search bar elements.",
                  "type": "string"
                },
                "index": {
                  "description": "0-based position of the row among its table's body rows (header excluded), restarting with every table; for a search bar element, its position among the search bar elements of its section, however many lists hold them.",
                  "minimum": 0,
                  "type": "integer"
                },
                "kind": {
                  "description": "`bar-button-item` or `tab-bar-item` for a row of a table under the matching glossary topic section, `search-bar-element` for a list item in a search bar section.",
                  "enum": [
                    "bar-button-item",
                    "tab-bar-item",
                    "search-bar-element"
                  ]
                },
                "localizedName": {
                  "description": "The name as written in the page's language, without an English name in parentheses (`分享`); equal to `name` for an English table row, the bold or first-sentence text for a search bar element (`Placeholder`).",
                  "type": "string"
                },
                "location": {
                  "$ref": "#/$defs/location",
                  "description": "Where the item's name cell starts (the row's start when the table has no name column), or where the list item's paragraph starts."
                },
                "meaning": {
                  "description": "What the item does: the meaning column's text, or the text of every paragraph of a search bar element's list item, joined by spaces; plain text with whitespace collapsed, empty when the row has no meaning cell.",
                  "type": "string"
                },
                "name": {
                  "description": "The English name: the name cell's text, in a translation the English kept in parentheses (`分享（Action）` → `Action`) or else the cell's text as written; for a search bar element, the concept's first English term, title-cased (`Clear Button`).",
                  "type": "string"
                },
                "section": {
                  "description": "Id of the section holding the table or list.",
                  "type": "string"
                },
                "symbol": {
                  "description": "The UIKit symbol stem of the image's file name, without extension, `@2x`, `_2x`, `Landscape` and a `UIButtonBar`, `UIBarButton` or `UITabBar` prefix (`UIButtonBarAction.png` → `Action`); absent when `image` is.",
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
          "$id": "https://higdoc.dev/schemas/higdoc-spec-2.schema.json",
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "additionalProperties": false,
          "description": "The machine-readable spec written by `higdoc export`: the typed guideline graph of a bilingual HIG corpus, its en-zh alignments and coverage, and diagnostics. schemaVersion follows semantic versioning: additive changes bump the minor version.",
          "properties": {
            "alignments": {
              "description": "One alignment per translation with the English page its front matter `translates`, sorted by the translation's key; empty when no page is translated.",
              "items": {
                "$ref": "#/$defs/documentAlignment"
              },
              "type": "array"
            },
            "bars": {
              "description": "The six bars, always all of them, in the order of `barId`.",
              "items": {
                "$ref": "#/$defs/bar"
              },
              "maxItems": 6,
              "minItems": 6,
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
              "description": "Every finding about the corpus (parser recoveries, links, translation checks, outdated translations when `content/higdoc.lock` exists), sorted by file, line, column and code, then by the first related location (a finding without one first: the missing rules placed after one translated rule come in the English page's order), then by message; no baseline is applied.",
              "items": {
                "$ref": "#/$defs/diagnostic"
              },
              "type": "array"
            },
            "documents": {
              "description": "Every content page, English and translated, sorted by key.",
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
                  "const": "higdoc",
                  "description": "Always `higdoc`."
                },
                "version": {
                  "description": "Version of the higdoc that wrote the spec (`0.1.0`).",
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
              "description": "Every image reference of every page (inline images, `<img>` and figures), in page order, pages in path order.",
              "items": {
                "$ref": "#/$defs/image"
              },
              "type": "array"
            },
            "links": {
              "description": "Every hyperlink of every page (in headings, paragraphs, lists, block quotes, callouts and tables), in page order, pages in path order.",
              "items": {
                "$ref": "#/$defs/link"
              },
              "type": "array"
            },
            "notes": {
              "description": "Every callout at the top level of a page, in page order, pages in path order.",
              "items": {
                "$ref": "#/$defs/note"
              },
              "type": "array"
            },
            "rules": {
              "description": "Every guideline rule, in page order, pages in path order.",
              "items": {
                "$ref": "#/$defs/rule"
              },
              "type": "array"
            },
            "schemaVersion": {
              "description": "Version of the spec format, `MAJOR.MINOR.PATCH` (now `2.2.0`); it is not higdoc's version (`generator.version`). A new MINOR only adds optional fields (1.1.0: a rule's `list`; 2.1.0: a section's `headingID`; 2.2.0: a rule's `listItem`, for rules written as list items), a new PATCH only says more exactly what was written (1.1.1: `canonicalURL` percent-encoded, a bar's `names` closed; 2.1.1: rules whose leads cut to one slug named by longer ones, and inline HTML `<a href>`, `<b>`, `<i>` and `<code>` read as links, strong text, emphasis and code), and every object is closed, so validate a spec with the schema of its own version (`higdoc schema` of the higdoc that wrote it); a new MAJOR may remove or change fields (2.0.0: a document's `path` and a finding's `file` are relative to the content directory, `en/bars.md`, where they began with the `--content` directory as given).",
              "pattern": "^2\\.[0-9]+\\.[0-9]+$",
              "type": "string"
            },
            "sections": {
              "description": "Every section (heading) of every page, in page order, pages in path order.",
              "items": {
                "$ref": "#/$defs/section"
              },
              "type": "array"
            },
            "systemItems": {
              "description": "Every system item (bar button, tab bar icon, search bar element), in page order, pages in path order.",
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
