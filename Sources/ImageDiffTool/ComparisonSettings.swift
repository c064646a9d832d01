import FoundationEssentials
import PixelDiff
import StrictJSON

/// What a snapshot assertion compared with (its threshold, anti-aliasing handling, masks and
/// limits) and its reference, written beside its failure images as `<name>.json` so that
/// `bubbles report` judges the images as the assertion did. The one description of that file,
/// for the assertions that write it and the report that reads it.
public struct ComparisonSettings: Sendable, Hashable {
    /// pixelmatch's options (threshold, anti-aliasing, masks).
    public var options: DiffOptions
    /// How many pixels may differ.
    public var limits: DiffLimits
    /// The reference image's path.
    public var reference: String?

    /// Settings of the given values.
    public init(options: DiffOptions, limits: DiffLimits, reference: String?) {
        self.options = options
        self.limits = limits
        self.reference = reference
    }

    /// The file's text: one JSON object.
    public var json: String {
        let masks = options.masks.map { mask -> JSONValue in [.init(integerLiteral: mask.x), .init(integerLiteral: mask.y),
                                                              .init(integerLiteral: mask.width), .init(integerLiteral: mask.height)] }
        let value: JSONValue = [
            "reference": reference.map { JSONValue(.string($0)) } ?? nil,
            "threshold": JSONValue(floatLiteral: options.threshold),
            "includeAA": JSONValue(booleanLiteral: options.includeAntialiasing),
            "masks": JSONValue(.array(masks)),
            "maxDiffPixels": limits.maxDiffPixels.map { JSONValue(integerLiteral: $0) } ?? nil,
            "maxDiffRatio": limits.maxDiffRatio.map { JSONValue(floatLiteral: $0) } ?? nil,
        ]
        return value.formattedText + "\n"
    }

    /// The settings a file's `text` holds; a failure names what is wrong.
    public init(json text: String) throws(DiffToolError) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw DiffToolError("not JSON: \(error)")
        }
        guard let threshold = value["threshold"]?.numberValue?.doubleValue, let includeAA = value["includeAA"]?.boolValue,
              let masks = value["masks"]?.arrayValue else {
            throw DiffToolError("expected an object with threshold, includeAA and masks")
        }
        options = DiffOptions(threshold: threshold, includeAntialiasing: includeAA)
        for mask in masks {
            let numbers = mask.arrayValue?.compactMap { $0.numberValue?.intValue } ?? []
            guard numbers.count == 4 else { throw DiffToolError("a mask is [x, y, width, height], found \(mask.formattedText)") }
            options.masks.append(PixelRegion(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
        limits = DiffLimits(maxDiffPixels: value["maxDiffPixels"]?.numberValue?.intValue,
                            maxDiffRatio: value["maxDiffRatio"]?.numberValue?.doubleValue)
        reference = value["reference"]?.stringValue
    }
}
