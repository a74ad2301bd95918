import ArgumentParser
import Layout

/// `--theme light|dark`: the names the spec format defines, so the command line cannot drift from
/// the spec's `appearance.theme`.
extension LayoutSpec.Appearance.ThemeName: ExpressibleByArgument {}
