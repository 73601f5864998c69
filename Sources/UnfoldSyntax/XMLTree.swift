/// An XML element as a file holds it: its name, attributes, child elements, its own text, and where its start
/// tag begins (1-based line and column). It is an app's file as written, as a scene's tokens are the scene's:
/// resolution reads Interface Builder files as these, and a native adapter parses the bytes.
package struct XMLTree: Sendable, Equatable {
    package var name: String
    package var attributes: [String: String]
    package var children: [XMLTree]
    /// The element's own text (its text children joined), as `<string key="text">` holds a label's text.
    package var text: String
    package var line: Int
    package var column: Int

    package init(
        name: String, attributes: [String: String] = [:], children: [XMLTree] = [], text: String = "", line: Int = 1,
        column: Int = 1
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    package subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child element named `name`, with `key` when given.
    package func child(_ name: String, key: String? = nil) -> XMLTree? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The first child element with this `key`, whatever its name.
    package func keyed(_ key: String) -> XMLTree? { children.first { $0.attributes["key"] == key } }

    /// The elements of the child list `listName` (`<subviews>`, `<constraints>`, …).
    package func list(_ listName: String) -> [XMLTree] { child(listName)?.children ?? [] }

    /// Every element of the subtree, in document order.
    package func walk(_ visit: (XMLTree) -> Void) {
        var stack: [XMLTree] = [self]
        while let e = stack.popLast() {
            visit(e)
            stack.append(contentsOf: e.children.reversed())
        }
    }
}

/// Why an Interface Builder file cannot be read, with the place in it when there is one.
package struct XMLFileProblem: Error, Sendable, Equatable {
    package var message: String
    package var line: Int?
    package var column: Int?
    package init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }
}
