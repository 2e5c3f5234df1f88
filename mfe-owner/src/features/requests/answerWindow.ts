/** The time left in the owner's 24-hour answer window: "5 h 12 min left", or "overdue by 2 h 3 min". */
export function answerWindow(respondBy: string, now = Date.now()): { overdue: boolean; text: string } {
  const ms = Date.parse(respondBy) - now;
  const minutes = Math.floor(Math.abs(ms) / 60000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const span = h ? `${h} h ${m} min` : `${m} min`;
  return ms >= 0 ? { overdue: false, text: `${span} left to answer` } : { overdue: true, text: `Overdue by ${span}` };
}
