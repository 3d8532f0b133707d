/// Where the JSON spec and its schema are published, with what they hold.
public struct DataPage: Sendable {
    public struct Count: Sendable {
        public var label: String
        public var value: Int
    }

    public var intro: String
    public var counts: [Count]
}
