import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Points and money in the reader's language; money in the tenant's currency. */
export function useNumbers(currency = 'USD') {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const points = new Intl.NumberFormat(i18n.language);
    let money: Intl.NumberFormat;
    try {
      money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency });
    } catch {
      // A code Intl does not know still reads as an amount with the code after it.
      money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    return { points: (value: number) => points.format(value), money: (value: number) => money.format(value) };
  }, [i18n.language, currency]);
}
