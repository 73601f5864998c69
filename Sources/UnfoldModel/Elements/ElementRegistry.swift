/// Every element kind described by an `ElementDescriptor`, and the look-ups by the name each source gives it.
package enum ElementRegistry {
    /// The described kinds. A new kind's file adds its type here.
    static let controls: [any ElementDescriptor.Type] = [
        VStack.self, HStack.self, ZStack.self, TextLabel.self, ToggleSwitch.self, ProgressBar.self, Spacer.self,
        Box.self, PlainView.self, Symbol.self, ImageView.self
    ]

    /// The kind scene text writes with this keyword.
    package static func control(keyword: String) -> (any ElementDescriptor.Type)? {
        controls.first { $0.writtenInScenes && $0.keyword == keyword }
    }

    /// The kind an Interface Builder element declares.
    package static func control(interfaceBuilderElement name: String) -> ElementDescriptorType? {
        controls.first { $0.interfaceBuilderElement == name }.map(ElementDescriptorType.init)
    }

    /// The kind a UIKit class creates.
    package static func control(uiKitClass name: String) -> ElementDescriptorType? {
        controls.first { $0.uiKitClass == name }.map(ElementDescriptorType.init)
    }

    /// The keywords, for suggestions and completions.
    package static var keywords: [String] { controls.filter { $0.writtenInScenes }.map { $0.keyword } }
}
