import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `.containerRelativeFrame` on the recording backend: lengths from the container's size, by
/// axis, count and span, or a closure; and a new size when the container's changes.
@MainActor
@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
    struct Cards: View {
        var body: some View {
            VStack {
                Text("Full").containerRelativeFrame(.horizontal)
                Text("Third").containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                Text("Two thirds").containerRelativeFrame([.horizontal, .vertical], count: 3, span: 2, spacing: 10)
                Text("Half height").containerRelativeFrame(.vertical) { length, axis in
                    axis == .vertical ? length / 2 : length
                }
            }
        }
    }

    /// The width and height of the frame around the label showing `text`, as recorded.
    private func size(of text: String, in host: CoreHost) -> String {
        let style = host.root.find("Label", text: text)?.parent?.properties["style"] as? String ?? ""
        guard let start = style.range(of: "width: "), let end = style.range(of: ", minWidth") else { return style }
        return String(style[start.lowerBound..<end.lowerBound])
            .replacingOccurrences(of: "Optional(", with: "").replacingOccurrences(of: ")", with: "")
    }

    @Test("lengths follow the container along the chosen axes, and its changes")
    func lengths() throws {
        let host = CoreHost(Cards())
        #expect(size(of: "Full", in: host) == "width: 400.0, height: nil")
        #expect(size(of: "Third", in: host) == "width: 126.66666666666667, height: nil")
        #expect(size(of: "Two thirds", in: host) == "width: 263.33333333333337, height: 196.66666666666666")
        #expect(size(of: "Half height", in: host) == "width: nil, height: 150.0")
        #expect(host.backend.containerSizeObserverCount == 4)
        host.backend.containerSize = CGSize(width: 700, height: 300)
        #expect(size(of: "Full", in: host) == "width: 700.0, height: nil")
        #expect(size(of: "Third", in: host) == "width: 226.66666666666666, height: nil")
    }
}
