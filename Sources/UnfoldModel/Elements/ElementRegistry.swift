/// Every element kind described by an `ElementDescriptor`, and the look-ups by the name each source gives it.
package enum ElementRegistry {
    /// The described kinds. A new kind's file adds its type here.
    static let kinds: [any ElementDescriptor.Type] = [
        VStack.self, HStack.self, ZStack.self, TextLabel.self, ToggleSwitch.self, ProgressBar.self, Spacer.self,
        Box.self, PlainView.self, Symbol.self, ImageView.self
    ]

    /// The kind scene text writes with this keyword.
    package static func kind(keyword: String) -> (any ElementDescriptor.Type)? {
        kinds.first { $0.writtenInScenes && $0.keyword == keyword }
    }

    /// The kind an Interface Builder element declares.
    package static func kind(interfaceBuilderElement name: String) -> ElementDescriptorType? {
        kinds.first { $0.interfaceBuilderElement == name }.map(ElementDescriptorType.init)
    }

    /// The kind a UIKit class creates.
    package static func kind(uiKitClass name: String) -> ElementDescriptorType? {
        kinds.first { $0.uiKitClass == name }.map(ElementDescriptorType.init)
    }

    /// The keywords, for suggestions and completions.
    package static var keywords: [String] { kinds.filter { $0.writtenInScenes }.map { $0.keyword } }
}
