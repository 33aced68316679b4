import GtkUI

/// `ZStack`: a badge whose corner the user picks, avatars made of a circle and what sits on
/// it, and two layers whose union sizes the stack.
struct ZStackCatalog: View {
    @State private var corner = 2

    private static let corners = AlignmentPicker.alignments

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            AlignmentPicker(choice: $corner)
            Text(verbatim: "ZStack(alignment: .\(Self.corners[corner].0)) { card; badge }")
            ZStack(alignment: Self.corners[corner].1) {
                ZStack {
                    RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.2)).frame(width: 220, height: 110)
                    Text("Inbox").font(.title3)
                }
                Text("3").padding(6).background(Color.red).foregroundColor(.white).cornerRadius(10)
            }
            Text(verbatim: "Avatars: a coloured circle under initials, an icon, a status dot")
            HStack(spacing: 16) {
                ZStack {
                    Circle().fill(Color.purple).frame(width: 64, height: 64)
                    Text("AL").font(.title2).foregroundColor(.white)
                }
                ZStack {
                    Circle().fill(Color.orange).frame(width: 64, height: 64)
                    Image(systemName: "person.fill").imageScale(.large).foregroundColor(.white)
                }
                ZStack(alignment: .bottomTrailing) {
                    ZStack {
                        Circle().fill(Color.green).frame(width: 64, height: 64)
                        Text("GH").font(.title2).foregroundColor(.white)
                    }
                    Circle().fill(Color.blue).frame(width: 16, height: 16)
                }
            }
            Text(verbatim: "The union: a 120 × 50 and a 50 × 90 layer make a 120 × 90 stack")
            ZStack {
                Color.blue.opacity(0.35).frame(width: 120, height: 50)
                Color.green.opacity(0.35).frame(width: 50, height: 90)
            }
            .border(Color.gray)
        }
    }
}
