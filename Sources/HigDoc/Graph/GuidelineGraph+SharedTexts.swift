extension GuidelineGraph {
    /// Replaces the texts of this graph's nodes by the interner's copies of them, so that equal texts
    /// across graphs share one storage (the values do not change).
    ///
    /// Ids are left alone: they are unique. So are the document keys and section ids the nodes carry,
    /// which the builder already shares within a document.
    mutating func shareTexts(with interner: inout StringInterner) {
        for index in documents.indices {
            documents[index].title = interner.intern(documents[index].title)
            documents[index].edition = interner.intern(documents[index].edition)
            documents[index].source = interner.intern(documents[index].source)
            documents[index].canonicalURL = interner.intern(documents[index].canonicalURL)
        }
        for index in sections.indices {
            sections[index].title = interner.intern(sections[index].title)
            sections[index].anchor = interner.intern(sections[index].anchor)
            if sections[index].headingID != nil {
                sections[index].headingID = interner.intern(sections[index].headingID)
            }
        }
        for index in rules.indices {
            rules[index].lead = interner.intern(rules[index].lead)
            rules[index].body = interner.intern(rules[index].body)
            for item in rules[index].list.indices {
                rules[index].list[item] = interner.intern(rules[index].list[item])
            }
        }
        for index in systemItems.indices {
            systemItems[index].concept = interner.intern(systemItems[index].concept)
            systemItems[index].name = interner.intern(systemItems[index].name)
            systemItems[index].localizedName = interner.intern(systemItems[index].localizedName)
            systemItems[index].meaning = interner.intern(systemItems[index].meaning)
            systemItems[index].image = interner.intern(systemItems[index].image)
            systemItems[index].symbol = interner.intern(systemItems[index].symbol)
        }
        for index in notes.indices {
            notes[index].label = interner.intern(notes[index].label)
            notes[index].text = interner.intern(notes[index].text)
        }
        for index in links.indices {
            links[index].destination = interner.intern(links[index].destination)
            links[index].text = interner.intern(links[index].text)
            links[index].appleRef = interner.intern(links[index].appleRef)
        }
        for index in images.indices {
            images[index].source = interner.intern(images[index].source)
            images[index].alt = interner.intern(images[index].alt)
            images[index].fileName = interner.intern(images[index].fileName)
        }
        for index in diagnostics.indices { diagnostics[index].shareTexts(with: &interner) }
    }
}
