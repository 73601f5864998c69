import Foundation
internal import SwiftSyntax
import UnfoldModel

/// SwiftUI's animations as the scene's `animation` words, with SwiftUI's own defaults:
/// - `.default` is `spring(response: 0.55, dampingFraction: 1.0)` since iOS 17 (Apple's `Animation.default`);
/// - the eases and `.linear` last 0.35 s unless given (Apple's `Animation.easeInOut`);
/// - `.spring(response:dampingFraction:)` defaults to 0.5 and 0.825 (Apple's documentation);
/// - `.spring(duration:bounce:)` and the presets are Apple's WWDC23 "Animate with springs": a duration of 0.5 s;
///   `.smooth` bounce 0, `.snappy` 0.15, `.bouncy` 0.3; the damping ratio is 1 − bounce (1 / (1 + bounce) for a
///   negative bounce, which the scene's springs, at most critically damped, draw as 1).
enum SwiftUIAnimation {
    /// The scene's words for `expr`, or nil for what is not one of these.
    static func words(_ expr: ExprSyntax, constants: SwiftConstants) -> String? {
        let e = SwiftConstants.unwrapped(expr)
        var name: String
        var arguments: [String: ExprSyntax] = [:]
        if let call = e.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "Animation"
        {
            name = member.declName.baseName.text
            for a in call.arguments { arguments[a.label?.text ?? "_"] = a.expression }
        } else if let member = e.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "Animation"
        {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        func number(_ label: String, _ fallback: Double) -> Double? {
            guard let expr = arguments[label] else { return fallback }
            return constants.number(expr)
        }
        switch name {
        case "default": return spring(response: 0.55, damping: 1)
        case "linear", "easeIn", "easeOut", "easeInOut":
            guard let duration = number("duration", 0.35), duration >= 0, duration <= maxSeconds else { return nil }
            let curve = ["linear": "linear", "easeIn": "ease-in", "easeOut": "ease-out", "easeInOut": "ease-in-out"]
            return "\(text(duration)) \(curve[name]!)"
        case "spring" where arguments["response"] != nil || arguments["dampingFraction"] != nil:
            guard let r = number("response", 0.5), let d = number("dampingFraction", 0.825) else { return nil }
            return spring(response: r, damping: d)
        case "spring",
            "interpolatingSpring" where arguments["stiffness"] == nil:
            guard let duration = number("duration", 0.5), let bounce = number("bounce", 0) else { return nil }
            return spring(duration: duration, bounce: bounce)
        case "interpolatingSpring":
            guard let k = number("stiffness", 0), let c = number("damping", 0), let m = number("mass", 1), k > 0,
                m > 0
            else { return nil }
            let omega = (k / m).squareRoot()
            return spring(response: 2 * Double.pi / omega, damping: c / (2 * (k * m).squareRoot()))
        case "interactiveSpring":
            guard let r = number("response", 0.15), let d = number("dampingFraction", 0.86) else { return nil }
            return spring(response: r, damping: d)
        case "smooth", "snappy", "bouncy":
            let preset = ["smooth": 0.0, "snappy": 0.15, "bouncy": 0.3][name]!
            guard let duration = number("duration", 0.5), let extra = number("extraBounce", 0) else { return nil }
            return spring(duration: duration, bounce: preset + extra)
        default: return nil
        }
    }

    static func spring(duration: Double, bounce: Double) -> String? {
        spring(response: duration, damping: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// `R spring R D`: the scene's spring, whose duration the scene works out from R and D.
    static func spring(response: Double, damping: Double) -> String? {
        guard response > 0, damping > 0, response <= maxSeconds, damping.isFinite else { return nil }
        // A spring the scene refuses (it settles after the 600 s limit) is not one Unfold reads either.
        guard let settles = TimingCurve.spring(response: response, damping: min(1, damping)).springDuration,
            settles <= maxSeconds
        else { return nil }
        return "\(text(response)) spring \(text(response)) \(text(min(1, damping)))"
    }

    /// The longest animation a scene takes (SceneParser.maxTime): longer ones, and springs that settle later, are
    /// not read, as a warning at their line; before, `.linear(duration: 1e19)` trapped making the scene's words.
    static let maxSeconds = 600.0

    /// A number with at most four decimals, no trailing zeros.
    static func text(_ v: Double) -> String {
        let rounded = (v * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), let whole = Int(exactly: rounded) { return String(whole) }
        return String(format: "%.4f", rounded).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
    }
}
