import { contrastRatio } from './contrast';
import { contrastPairs, darkTheme, lightTheme } from './tokens';

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('%s theme', (_name, theme) => {
  it.each(contrastPairs)('%s on %s meets WCAG AA (4.5:1)', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
});

it('measures known ratios', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
});
