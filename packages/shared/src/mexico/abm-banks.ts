/**
 * Bank codes of the ABM / Banxico SPEI catalogue: the first three digits of a CLABE name the
 * bank, so the bank is read from the CLABE instead of typed (a typed name drifts: "Bancomer",
 * "BBVA", "bbva méxico"…). Names as the banks present themselves to customers.
 */
export const ABM_BANKS: Readonly<Record<string, string>> = {
  '002': 'Banamex',
  '006': 'Bancomext',
  '009': 'Banobras',
  '012': 'BBVA México',
  '014': 'Santander',
  '019': 'Banjército',
  '021': 'HSBC',
  '030': 'BanBajío',
  '036': 'Inbursa',
  '042': 'Mifel',
  '044': 'Scotiabank',
  '058': 'Banregio',
  '059': 'Invex',
  '060': 'Bansi',
  '062': 'Afirme',
  '072': 'Banorte',
  '106': 'Bank of America',
  '108': 'MUFG',
  '110': 'JP Morgan',
  '112': 'Banco Monex',
  '113': 'Ve por Más',
  '127': 'Banco Azteca',
  '128': 'Autofin',
  '130': 'Compartamos',
  '132': 'Multiva',
  '133': 'Actinver',
  '135': 'Nafin',
  '136': 'Intercam Banco',
  '137': 'BanCoppel',
  '138': 'ABC Capital',
  '140': 'Consubanco',
  '141': 'Volkswagen Bank',
  '143': 'CIBanco',
  '145': 'Banco Base',
  '147': 'Bankaool',
  '148': 'PagaTodo',
  '150': 'Banco Inmobiliario',
  '151': 'Donde',
  '152': 'Bancrea',
  '154': 'Banco Covalto',
  '155': 'ICBC',
  '156': 'Sabadell',
  '157': 'Shinhan',
  '158': 'Mizuho Bank',
  '159': 'Bank of China',
  '166': 'Banco del Bienestar',
  '168': 'Hipotecaria Federal',
  '600': 'Monex Casa de Bolsa',
  '601': 'GBM',
  '602': 'Masari',
  '605': 'Value',
  '608': 'Vector',
  '616': 'Finamex',
  '617': 'Valmex',
  '620': 'Profuturo',
  '630': 'Intercam Casa de Bolsa',
  '631': 'CI Bolsa',
  '634': 'Fincomún',
  '638': 'Nu México',
  '646': 'STP',
  '652': 'Credicapital',
  '653': 'Kuspit',
  '661': 'Klar',
  '670': 'Libertad',
  '684': 'Transfer',
  '699': 'Fondeadora',
  '703': 'Tesored',
  '706': 'Arcus',
  '710': 'NVIO',
  '722': 'Mercado Pago',
  '723': 'Cuenca',
  '728': 'Spin by OXXO',
};

/** The bank a CLABE belongs to, from its first three digits; null when the code is unknown. */
export function bankFromClabe(clabe: string): string | null {
  const code = clabe.trim().slice(0, 3);
  return /^\d{3}$/.test(code) ? (ABM_BANKS[code] ?? null) : null;
}

/** A CLABE grouped as people read it: bank, branch (plaza), account, check digit. */
export function groupClabe(clabe: string): string {
  if (!/^\d{18}$/.test(clabe)) return clabe;
  return `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`;
}
