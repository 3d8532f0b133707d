import ArgumentParser
import HigDoc

/// Options every command that reads the bundled content shares.
struct ContentOptions: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp("The content directory (holding en/, zh/ and glossary.yaml).", valueName: "dir")
    )
    var content: String = "content"

    /// Loads and parses the corpus, printing input errors as one line and exiting with status 2.
    func loadCorpus() throws -> Corpus {
        try exitingOnInputError { try Corpus.load(contentDirectory: content) }
    }

    /// Finds the pages and reads their front matter without parsing them, printing input errors as one
    /// line and exiting with status 2.
    func discoverContent() throws -> ContentIndex {
        try exitingOnInputError { try ContentIndex.discover(contentDirectory: content) }
    }

    /// The value of `body`; an input error it throws is printed as one line and exits with status 2.
    func exitingOnInputError<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as InputError {
            printError(error.description)
            throw ExitCode(2)
        }
    }
}
