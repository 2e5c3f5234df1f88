/** "Wi-Fi, Food, Laundry" → ["Wi-Fi", "Food", "Laundry"]: distinct, at most 20. */
export function facilitiesList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\n]/)
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);
}
