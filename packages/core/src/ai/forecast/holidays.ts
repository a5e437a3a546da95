/** A public holiday on a venue-local date, named in both languages of the product. */
export interface Holiday {
  date: string;
  name: { en: string; sl: string };
}

/**
 * Slovenian public holidays (incl. Easter Sunday and Monday, Whit Sunday, 2 January, 2 May) between
 * `from` and `to` inclusive, from the maintained `date-holidays` package (pinned in core's
 * package.json). Loaded on first use so the Lambda's cold start does not carry every country's data.
 */
export async function slovenianHolidays(from: string, to: string): Promise<Holiday[]> {
  const { default: Holidays } = await import('date-holidays');
  const hd = new Holidays('SI');
  const out = new Map<string, Holiday>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const sl = hd.getHolidays(year, 'sl').filter((h) => h.type === 'public');
    const en = hd.getHolidays(year, 'en').filter((h) => h.type === 'public');
    for (const h of sl) {
      const date = h.date.slice(0, 10);
      if (date < from || date > to || out.has(date)) continue;
      out.set(date, { date, name: { sl: h.name, en: en.find((e) => e.date === h.date)?.name ?? h.name } });
    }
  }
  return [...out.values()].toSorted((a, b) => a.date.localeCompare(b.date));
}
