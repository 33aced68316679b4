import GtkUI

/// The converter's form: what to convert, from which unit, to which, and how to write it.
///
/// The choices live in `@AppStorage`, so the next launch opens where the user left off. The
/// amount field has the keyboard focus at start; Enter converts and keeps the conversion in
/// the Recent section. Text that is not a number keeps the last result and says what to type.
struct ConverterView: View {
    @AppStorage("kind") private var kind = ConversionKind.length
    @AppStorage("fromUnit") private var fromUnit = ConverterUnit.kilometers
    @AppStorage("toUnit") private var toUnit = ConverterUnit.miles
    @AppStorage("decimalPlaces") private var decimalPlaces = 2
    @AppStorage("usesGrouping") private var usesGrouping = true
    @AppStorage("scientificNotation") private var isScientific = false

    /// What the field holds: nil while its text is empty or not a number.
    @State private var amount: Double? = 1
    /// The amount the result is computed from: the last one that was a number.
    @State private var lastAmount = 1.0
    @State private var recent: [RecentConversion] = []
    @FocusState private var isAmountFocused: Bool
    @Environment(\.locale) private var locale

    /// How many conversions the Recent section keeps.
    static let recentLimit = 5
    /// Shown under the amount while its text is not a number.
    static let invalidAmountMessage = "Enter a number, such as 12 or 3.5. The result still shows the last number."

    var body: some View {
        Form {
            Section("Quantity") {
                Picker("Quantity", selection: kindSelection) {
                    ForEach(ConversionKind.allCases) { Text($0.name).tag($0) }
                }
                .pickerStyle(.segmented)
                .labelsHidden()
                .frame(maxWidth: .infinity)
            }
            fromSection
            toSection
            optionsSection
            recentSection
        }
        .formStyle(.grouped)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Swap Units", systemImage: "arrow.up.arrow.down", action: swapUnits)
                    .labelStyle(.iconOnly)
                    .help("Swap Units")
            }
        }
        .onChange(of: amount) { _, newAmount in
            if let newAmount { lastAmount = newAmount }
        }
        .onAppear { isAmountFocused = true }
    }

    private var fromSection: some View {
        Section("From") {
            TextField("Amount", value: $amount, format: .number)
                .focused($isAmountFocused)
                .submitLabel(.done)
                .onSubmit(keepConversion)
            if amount == nil {
                Label(Self.invalidAmountMessage, systemImage: "exclamationmark.triangle")
                    .foregroundStyle(.red)
            }
            unitPicker("From Unit", selection: $fromUnit)
        }
    }

    private var toSection: some View {
        Section("To") {
            unitPicker("To Unit", selection: $toUnit)
            LabeledContent("Result") {
                Text(resultText).font(.title3).textSelection(.enabled)
            }
        }
    }

    private var optionsSection: some View {
        Section("Options") {
            Stepper("Decimal Places", value: $decimalPlaces, in: 0...10, format: .number)
            Toggle("Use Grouping Separator", isOn: $usesGrouping)
                .disabled(isScientific)
            Toggle("Scientific Notation", isOn: $isScientific)
        }
    }

    private var recentSection: some View {
        Section {
            if recent.isEmpty {
                Text("Press Enter in the amount field to keep a conversion here.")
                    .foregroundStyle(.secondary)
            } else {
                ForEach(recent) { conversion in
                    LabeledContent(conversion.input, value: conversion.output)
                }
                Button("Clear Recent") { recent.removeAll() }
            }
        } header: {
            Text("Recent")
        }
    }

    /// A picker of the units of the current kind.
    private func unitPicker(_ title: String, selection: Binding<ConverterUnit>) -> some View {
        Picker(title, selection: selection) {
            ForEach(kind.units) { Text($0.name).tag($0) }
        }
    }

    /// The kind picker's selection: choosing a kind also picks its usual pair of units, in
    /// the same change, so the unit pickers never show a unit of another kind.
    private var kindSelection: Binding<ConversionKind> {
        Binding(
            get: { kind },
            set: { newKind in
                guard newKind != kind else { return }
                kind = newKind
                (fromUnit, toUnit) = newKind.defaultUnits
            })
    }

    private var format: ResultFormat {
        ResultFormat(decimalPlaces: decimalPlaces, usesGrouping: usesGrouping, isScientific: isScientific)
    }

    /// The last valid amount converted to the target unit, written with the chosen options.
    private var resultText: String { result(of: lastAmount) }

    /// `amount` converted to the target unit, written with the chosen options.
    private func result(of amount: Double) -> String {
        format.string(fromUnit.convert(amount, to: toUnit), toUnit, locale: locale)
    }

    /// Enter in the amount field: keeps a valid conversion at the top of Recent.
    ///
    /// The field has just written `amount`, so it is read here rather than `lastAmount`, which
    /// follows it only once the update has run.
    private func keepConversion() {
        guard let amount else { return }
        let input = "\(amount.formatted(.number.locale(locale))) \(fromUnit.symbol)"
        recent.insert(RecentConversion(input: input, output: result(of: amount)), at: 0)
        recent = Array(recent.prefix(Self.recentLimit))
    }

    private func swapUnits() {
        (fromUnit, toUnit) = (toUnit, fromUnit)
    }
}

#Preview("Converter") {
    ConverterView()
}
