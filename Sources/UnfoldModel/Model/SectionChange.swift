/// What `tap`, `expand` and `collapse` do to a collapsible section.
package enum SectionChange: Sendable, Equatable { case toggle, expand, collapse }
