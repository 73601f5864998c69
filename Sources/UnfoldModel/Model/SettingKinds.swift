/// The header's one-word settings.
public enum Appearance: String, Sendable, CaseIterable { case light, dark }
public enum TableStyle: String, Sendable, CaseIterable { case plain, grouped, insetGrouped = "inset-grouped" }
public enum SelectMode: String, Sendable, CaseIterable { case toggle, accordion, single, none }
public enum HighlightMode: String, Sendable, CaseIterable { case none, flash, stay }
package enum UpdateMethod: String, Sendable, CaseIterable { case batch, reload, reloadData = "reload-data" }
package enum ScrollOnExpand: String, Sendable, CaseIterable { case none, top, visible }
package enum EstimatedRowHeight: Sendable, Equatable { case automatic, fixed(Double), measureAll }
public enum LayoutDirection: String, Sendable, CaseIterable { case ltr, rtl }
package enum ExpansionState: String, Sendable, CaseIterable { case model, cell }
