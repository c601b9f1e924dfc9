// The English names of mass and distance units: a namespace the blocks with unit selects bring
// themselves (`useShippingElements('LabelPurchase', { …, units })`).
export const units = {
  mass: {
    g: { short: 'g', long: 'Grams' },
    oz: { short: 'oz', long: 'Ounces' },
    lb: { short: 'lb', long: 'Pounds' },
    kg: { short: 'kg', long: 'Kilograms' },
  },
  distance: {
    cm: { short: 'cm', long: 'Centimeters' },
    in: { short: 'in', long: 'Inches' },
    ft: { short: 'ft', long: 'Feet' },
    mm: { short: 'mm', long: 'Millimeters' },
    m: { short: 'm', long: 'Meters' },
    yd: { short: 'yd', long: 'Yards' },
  },
};
