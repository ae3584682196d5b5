/*
 * The amount in words in Hindi (CGST Rule 46: an invoice states its value in words), in the
 * Indian system (करोड़, लाख, हज़ार, सौ). Hindi has its own word for every number below a
 * hundred (इक्कीस is not "twenty-one" built from parts), so they are listed, not made.
 */
// Ten to a row, so a number is found by its row and column.
// prettier-ignore
const UNDER_100 = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरेपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरेसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानबे', 'बानबे', 'तिरानबे', 'चौरानबे', 'पंचानबे', 'छियानबे', 'सत्तानबे', 'अट्ठानबे', 'निन्यानबे',
];

/** Whole rupees in words: 1,23,45,678 → 'एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर'. */
function rupeesInWords(n: number): string {
  if (n < 100) return UNDER_100[n];
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${rupeesInWords(crore)} करोड़`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${UNDER_100[lakh]} लाख`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${UNDER_100[thousand]} हज़ार`);
  const hundred = Math.floor((n % 1000) / 100);
  if (hundred) parts.push(`${UNDER_100[hundred]} सौ`);
  if (n % 100) parts.push(UNDER_100[n % 100]);
  return parts.join(' ');
}

/** 11850 paise → 'एक सौ अठारह रुपये और पचास पैसे मात्र' (one rupee, one paisa: रुपया, पैसा). */
export function amountInWordsHi(minor: number): string {
  const rupees = Math.floor(Math.abs(minor) / 100);
  const paise = Math.abs(minor) % 100;
  const rupeeWord = rupees === 1 ? 'रुपया' : 'रुपये';
  const paiseText = paise ? ` और ${UNDER_100[paise]} ${paise === 1 ? 'पैसा' : 'पैसे'}` : '';
  return `${rupeesInWords(rupees)} ${rupeeWord}${paiseText} मात्र`;
}
