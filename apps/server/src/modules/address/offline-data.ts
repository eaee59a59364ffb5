/**
 * Data for the offline address provider. Coordinates are approximate centres of an area (good to a
 * kilometre or two), never a building: results built from them are marked approximate.
 */

export type SgSector = {
  /** Place names of the sector, most familiar first; the first is shown in results. */
  names: readonly string[];
  lat: number;
  lng: number;
};

/**
 * Singapore postal sectors (first two digits of the postal code). The district each belongs to
 * is in the shared SG_POSTAL_DISTRICTS table; this adds the places and an approximate centre.
 */
export const SG_SECTORS: Readonly<Record<string, SgSector>> = {
  // district 01: Raffles Place, Cecil, Marina, People's Park
  '01': { names: ['Marina Bay', 'Raffles Place'], lat: 1.2823, lng: 103.8545 },
  '02': { names: ['Raffles Place', 'Marina'], lat: 1.28, lng: 103.852 },
  '03': { names: ['Marina Centre', 'Suntec'], lat: 1.2935, lng: 103.8585 },
  '04': { names: ['Raffles Place', 'Boat Quay'], lat: 1.2855, lng: 103.8505 },
  '05': { names: ["People's Park", 'Chinatown'], lat: 1.2845, lng: 103.8435 },
  '06': { names: ['Cecil Street', 'Telok Ayer', 'Shenton Way'], lat: 1.2805, lng: 103.8485 },
  // district 02: Anson, Tanjong Pagar
  '07': { names: ['Anson Road', 'Tanjong Pagar'], lat: 1.2755, lng: 103.8455 },
  '08': { names: ['Tanjong Pagar', 'Duxton'], lat: 1.2785, lng: 103.842 },
  // district 04: Telok Blangah, Harbourfront
  '09': { names: ['HarbourFront', 'Keppel', 'Sentosa'], lat: 1.265, lng: 103.822 },
  '10': { names: ['Telok Blangah'], lat: 1.273, lng: 103.81 },
  // district 05: Pasir Panjang, Hong Leong Garden, Clementi New Town
  '11': { names: ['Pasir Panjang', 'Kent Ridge'], lat: 1.29, lng: 103.783 },
  '12': { names: ['Clementi', 'West Coast', 'Hong Leong Garden'], lat: 1.314, lng: 103.764 },
  '13': { names: ['Buona Vista', 'one-north', 'Dover'], lat: 1.304, lng: 103.785 },
  // district 03: Queenstown, Tiong Bahru
  '14': { names: ['Queenstown', 'Commonwealth'], lat: 1.295, lng: 103.806 },
  '15': { names: ['Bukit Merah', 'Redhill'], lat: 1.284, lng: 103.818 },
  '16': { names: ['Tiong Bahru', 'Outram'], lat: 1.2845, lng: 103.832 },
  // district 06: High Street, Beach Road (part)
  '17': { names: ['City Hall', 'High Street'], lat: 1.2925, lng: 103.851 },
  // district 07: Middle Road, Golden Mile
  '18': { names: ['Bugis', 'Middle Road'], lat: 1.299, lng: 103.855 },
  '19': { names: ['Beach Road', 'Golden Mile', 'Kampong Glam'], lat: 1.303, lng: 103.8625 },
  // district 08: Little India
  '20': { names: ['Farrer Park', 'Jalan Besar'], lat: 1.311, lng: 103.856 },
  '21': { names: ['Little India', 'Serangoon Road'], lat: 1.3065, lng: 103.8505 },
  // district 09: Orchard, Cairnhill, River Valley
  '22': { names: ['Cairnhill', 'Newton'], lat: 1.309, lng: 103.84 },
  '23': { names: ['Orchard', 'River Valley', 'Somerset'], lat: 1.302, lng: 103.834 },
  // district 10: Ardmore, Bukit Timah, Holland Road, Tanglin
  '24': { names: ['Tanglin', 'Ardmore'], lat: 1.306, lng: 103.824 },
  '25': { names: ['Bukit Timah', 'Nassim'], lat: 1.315, lng: 103.816 },
  '26': { names: ['Farrer Road', 'Bukit Timah'], lat: 1.32, lng: 103.806 },
  '27': { names: ['Holland Road', 'Holland Village', 'Sixth Avenue'], lat: 1.314, lng: 103.796 },
  // district 11: Watten Estate, Novena, Thomson
  '28': { names: ['Watten Estate', 'Adam Road'], lat: 1.33, lng: 103.813 },
  '29': { names: ['Thomson', 'Mount Pleasant'], lat: 1.325, lng: 103.838 },
  '30': { names: ['Novena'], lat: 1.3205, lng: 103.844 },
  // district 12: Balestier, Toa Payoh, Serangoon
  '31': { names: ['Toa Payoh'], lat: 1.334, lng: 103.85 },
  '32': { names: ['Balestier'], lat: 1.3255, lng: 103.852 },
  '33': { names: ['Whampoa', 'Bendemeer'], lat: 1.321, lng: 103.862 },
  // district 13: Macpherson, Braddell
  '34': { names: ['Braddell', 'Upper Aljunied'], lat: 1.337, lng: 103.868 },
  '35': { names: ['Potong Pasir'], lat: 1.332, lng: 103.869 },
  '36': { names: ['MacPherson'], lat: 1.327, lng: 103.886 },
  '37': { names: ['MacPherson', 'Paya Lebar'], lat: 1.325, lng: 103.881 },
  // district 14: Geylang, Eunos
  '38': { names: ['Geylang', 'Aljunied'], lat: 1.315, lng: 103.882 },
  '39': { names: ['Kallang', 'Geylang'], lat: 1.31, lng: 103.872 },
  '40': { names: ['Paya Lebar', 'Ubi'], lat: 1.323, lng: 103.895 },
  '41': { names: ['Eunos', 'Kaki Bukit'], lat: 1.326, lng: 103.903 },
  // district 15: Katong, Joo Chiat, Amber Road
  '42': { names: ['Joo Chiat', 'Katong'], lat: 1.311, lng: 103.901 },
  '43': { names: ['Amber Road', 'Mountbatten'], lat: 1.301, lng: 103.888 },
  '44': { names: ['Marine Parade'], lat: 1.303, lng: 103.907 },
  '45': { names: ['Siglap', 'Frankel'], lat: 1.312, lng: 103.923 },
  // district 16: Bedok, Upper East Coast, Eastwood, Kew Drive
  '46': { names: ['Bedok'], lat: 1.326, lng: 103.93 },
  '47': { names: ['Bedok', 'Upper East Coast'], lat: 1.32, lng: 103.938 },
  '48': { names: ['Upper East Coast', 'Eastwood', 'Kew Drive'], lat: 1.318, lng: 103.95 },
  // district 17: Loyang, Changi
  '49': { names: ['Changi', 'Tanah Merah'], lat: 1.34, lng: 103.97 },
  '50': { names: ['Loyang', 'Changi Village'], lat: 1.38, lng: 103.977 },
  '81': { names: ['Changi Airport', 'Loyang'], lat: 1.358, lng: 103.989 },
  // district 18: Tampines, Pasir Ris
  '51': { names: ['Pasir Ris'], lat: 1.373, lng: 103.949 },
  '52': { names: ['Tampines'], lat: 1.353, lng: 103.945 },
  // district 19: Serangoon Garden, Hougang, Punggol
  '53': { names: ['Hougang'], lat: 1.371, lng: 103.892 },
  '54': { names: ['Sengkang'], lat: 1.391, lng: 103.895 },
  '55': { names: ['Serangoon', 'Serangoon Garden'], lat: 1.362, lng: 103.869 },
  '82': { names: ['Punggol'], lat: 1.404, lng: 103.902 },
  // district 20: Bishan, Ang Mo Kio
  '56': { names: ['Ang Mo Kio'], lat: 1.37, lng: 103.849 },
  '57': { names: ['Bishan'], lat: 1.351, lng: 103.848 },
  // district 21: Upper Bukit Timah, Clementi Park, Ulu Pandan
  '58': { names: ['Upper Bukit Timah', 'Beauty World'], lat: 1.342, lng: 103.776 },
  '59': { names: ['Clementi Park', 'Ulu Pandan'], lat: 1.329, lng: 103.775 },
  // district 22: Jurong
  '60': { names: ['Jurong East'], lat: 1.333, lng: 103.742 },
  '61': { names: ['Taman Jurong', 'Jurong Industrial'], lat: 1.33, lng: 103.72 },
  '62': { names: ['Jurong Industrial', 'Jurong Island'], lat: 1.315, lng: 103.705 },
  '63': { names: ['Tuas', 'Pioneer'], lat: 1.32, lng: 103.66 },
  '64': { names: ['Jurong West', 'Boon Lay'], lat: 1.344, lng: 103.708 },
  // district 23: Hillview, Dairy Farm, Bukit Panjang, Choa Chu Kang
  '65': { names: ['Bukit Batok'], lat: 1.349, lng: 103.75 },
  '66': { names: ['Hillview', 'Bukit Gombak'], lat: 1.362, lng: 103.762 },
  '67': { names: ['Bukit Panjang', 'Dairy Farm'], lat: 1.378, lng: 103.764 },
  '68': { names: ['Choa Chu Kang'], lat: 1.385, lng: 103.745 },
  // district 24: Lim Chu Kang, Tengah
  '69': { names: ['Tengah'], lat: 1.36, lng: 103.73 },
  '70': { names: ['Sungei Tengah', 'Lim Chu Kang'], lat: 1.395, lng: 103.715 },
  '71': { names: ['Lim Chu Kang'], lat: 1.425, lng: 103.715 },
  // district 25: Kranji, Woodgrove, Woodlands
  '72': { names: ['Kranji', 'Mandai'], lat: 1.418, lng: 103.77 },
  '73': { names: ['Woodlands', 'Woodgrove'], lat: 1.438, lng: 103.788 },
  // district 27: Yishun, Sembawang
  '75': { names: ['Sembawang'], lat: 1.449, lng: 103.82 },
  '76': { names: ['Yishun'], lat: 1.429, lng: 103.835 },
  // district 26: Upper Thomson, Springleaf
  '77': { names: ['Upper Thomson'], lat: 1.379, lng: 103.829 },
  '78': { names: ['Springleaf', 'Yio Chu Kang'], lat: 1.396, lng: 103.82 },
  // district 28: Seletar
  '79': { names: ['Seletar'], lat: 1.41, lng: 103.868 },
  '80': { names: ['Seletar Hills'], lat: 1.375, lng: 103.875 },
};

export type MyRange = {
  from: number;
  to: number;
  /** null for a state-wide range: the postcode is known to be in the state, the town is not. */
  town: string | null;
  state: string;
  lat: number;
  lng: number;
};

const r = (from: number, to: number, town: string | null, state: string, lat: number, lng: number): MyRange => ({
  from,
  to,
  town,
  state,
  lat,
  lng,
});

/**
 * Malaysian postcode ranges. State-wide ranges (town null) cover a whole state's block of
 * postcodes; town ranges inside them name the main towns. The narrowest range containing a
 * postcode wins.
 */
export const MY_RANGES: readonly MyRange[] = [
  // Perlis
  r(1000, 2800, null, 'Perlis', 6.44, 100.2),
  r(1000, 1999, 'Kangar', 'Perlis', 6.4414, 100.1986),
  r(2000, 2099, 'Kuala Perlis', 'Perlis', 6.4, 100.13),
  r(2100, 2199, 'Padang Besar', 'Perlis', 6.66, 100.32),
  r(2600, 2699, 'Arau', 'Perlis', 6.4297, 100.2698),
  // Kedah
  r(5000, 9810, null, 'Kedah', 6.0, 100.55),
  r(5000, 5999, 'Alor Setar', 'Kedah', 6.1248, 100.3678),
  r(6000, 6099, 'Jitra', 'Kedah', 6.2681, 100.4217),
  r(7000, 7099, 'Langkawi', 'Kedah', 6.326, 99.843),
  r(8000, 8399, 'Sungai Petani', 'Kedah', 5.647, 100.4877),
  r(9000, 9099, 'Kulim', 'Kedah', 5.365, 100.5617),
  // Penang
  r(10000, 14400, null, 'Penang', 5.4, 100.4),
  r(10000, 11700, 'George Town', 'Penang', 5.4141, 100.3288),
  r(11900, 11960, 'Bayan Lepas', 'Penang', 5.2946, 100.2594),
  r(12000, 13099, 'Butterworth', 'Penang', 5.3991, 100.3638),
  r(14000, 14099, 'Bukit Mertajam', 'Penang', 5.3631, 100.4667),
  r(14300, 14400, 'Nibong Tebal', 'Penang', 5.1659, 100.4779),
  // Kelantan
  r(15000, 18500, null, 'Kelantan', 5.6, 102.0),
  r(15000, 16150, 'Kota Bharu', 'Kelantan', 6.1254, 102.2381),
  r(17000, 17099, 'Pasir Mas', 'Kelantan', 6.0493, 102.1396),
  r(17500, 17599, 'Tanah Merah', 'Kelantan', 5.808, 102.147),
  r(18300, 18399, 'Gua Musang', 'Kelantan', 4.8823, 101.9644),
  // Terengganu
  r(20000, 24300, null, 'Terengganu', 4.9, 103.1),
  r(20000, 21300, 'Kuala Terengganu', 'Terengganu', 5.3296, 103.137),
  r(23000, 23099, 'Dungun', 'Terengganu', 4.7566, 103.416),
  r(24000, 24099, 'Kemaman', 'Terengganu', 4.2333, 103.4167),
  // Pahang
  r(25000, 28800, null, 'Pahang', 3.8, 102.6),
  r(25000, 26100, 'Kuantan', 'Pahang', 3.8077, 103.326),
  r(27600, 27699, 'Raub', 'Pahang', 3.793, 101.857),
  r(28000, 28099, 'Temerloh', 'Pahang', 3.45, 102.4167),
  r(28700, 28799, 'Bentong', 'Pahang', 3.5226, 101.9087),
  r(39000, 39200, 'Cameron Highlands', 'Pahang', 4.4721, 101.3801),
  r(49000, 49000, 'Bukit Fraser', 'Pahang', 3.712, 101.738),
  r(69000, 69000, 'Genting Highlands', 'Pahang', 3.4236, 101.7932),
  // Perak
  r(30000, 36810, null, 'Perak', 4.6, 101.0),
  r(30000, 30999, 'Ipoh', 'Perak', 4.5975, 101.0901),
  r(31400, 31650, 'Ipoh', 'Perak', 4.62, 101.11),
  r(32000, 32099, 'Sitiawan', 'Perak', 4.2167, 100.7),
  r(33000, 33099, 'Kuala Kangsar', 'Perak', 4.7667, 100.9333),
  r(34000, 34099, 'Taiping', 'Perak', 4.85, 100.7333),
  r(35000, 35099, 'Tapah', 'Perak', 4.1975, 101.261),
  r(35900, 35999, 'Tanjung Malim', 'Perak', 3.685, 101.518),
  r(36000, 36099, 'Teluk Intan', 'Perak', 4.0259, 101.0213),
  // Selangor
  r(40000, 48300, null, 'Selangor', 3.2, 101.55),
  r(63000, 68100, null, 'Selangor', 3.0, 101.7),
  r(40000, 40999, 'Shah Alam', 'Selangor', 3.0733, 101.5185),
  r(41000, 41999, 'Klang', 'Selangor', 3.0449, 101.4455),
  r(42000, 42099, 'Port Klang', 'Selangor', 3.0, 101.4),
  r(43000, 43099, 'Kajang', 'Selangor', 2.9927, 101.7909),
  r(43500, 43599, 'Semenyih', 'Selangor', 2.95, 101.843),
  r(43600, 43699, 'Bangi', 'Selangor', 2.9167, 101.7833),
  r(43900, 43999, 'Sepang', 'Selangor', 2.69, 101.75),
  r(46000, 46999, 'Petaling Jaya', 'Selangor', 3.1073, 101.6067),
  r(47000, 47099, 'Sungai Buloh', 'Selangor', 3.2, 101.5667),
  r(47100, 47199, 'Puchong', 'Selangor', 3.025, 101.617),
  r(47300, 47499, 'Petaling Jaya', 'Selangor', 3.1, 101.595),
  r(47500, 47699, 'Subang Jaya', 'Selangor', 3.0438, 101.5806),
  r(47800, 47899, 'Petaling Jaya', 'Selangor', 3.12, 101.6),
  r(48000, 48099, 'Rawang', 'Selangor', 3.3214, 101.5767),
  r(63000, 63999, 'Cyberjaya', 'Selangor', 2.9213, 101.6559),
  r(64000, 64099, 'KLIA', 'Selangor', 2.7456, 101.7072),
  r(68000, 68099, 'Ampang', 'Selangor', 3.15, 101.76),
  r(68100, 68100, 'Batu Caves', 'Selangor', 3.237, 101.684),
  // Kuala Lumpur, Putrajaya
  r(50000, 60000, 'Kuala Lumpur', 'Kuala Lumpur', 3.139, 101.6869),
  r(62000, 62988, 'Putrajaya', 'Putrajaya', 2.9264, 101.6964),
  // Negeri Sembilan
  r(70000, 73509, null, 'Negeri Sembilan', 2.75, 102.2),
  r(70000, 70999, 'Seremban', 'Negeri Sembilan', 2.7297, 101.9381),
  r(71000, 71099, 'Port Dickson', 'Negeri Sembilan', 2.5228, 101.7959),
  r(71800, 71899, 'Nilai', 'Negeri Sembilan', 2.8167, 101.8),
  // Melaka
  r(75000, 78309, null, 'Melaka', 2.25, 102.25),
  r(75000, 75999, 'Melaka', 'Melaka', 2.1896, 102.2501),
  r(77000, 77099, 'Jasin', 'Melaka', 2.3096, 102.4281),
  r(78000, 78099, 'Alor Gajah', 'Melaka', 2.3804, 102.2089),
  // Johor
  r(79000, 86900, null, 'Johor', 1.9, 103.4),
  r(79000, 79999, 'Iskandar Puteri', 'Johor', 1.426, 103.646),
  r(80000, 80999, 'Johor Bahru', 'Johor', 1.4927, 103.7414),
  r(81000, 81099, 'Kulai', 'Johor', 1.6561, 103.6032),
  r(81100, 81299, 'Johor Bahru', 'Johor', 1.52, 103.76),
  r(81300, 81399, 'Skudai', 'Johor', 1.5333, 103.6667),
  r(81700, 81799, 'Pasir Gudang', 'Johor', 1.4726, 103.878),
  r(81900, 81999, 'Kota Tinggi', 'Johor', 1.7381, 103.8999),
  r(82000, 82099, 'Pontian', 'Johor', 1.4866, 103.3896),
  r(83000, 83099, 'Batu Pahat', 'Johor', 1.8548, 102.9325),
  r(84000, 84099, 'Muar', 'Johor', 2.0442, 102.5689),
  r(85000, 85099, 'Segamat', 'Johor', 2.5148, 102.8158),
  r(86000, 86099, 'Kluang', 'Johor', 2.0251, 103.3328),
  r(86800, 86899, 'Mersing', 'Johor', 2.4312, 103.8405),
  // Labuan
  r(87000, 87033, 'Labuan', 'Labuan', 5.2831, 115.2308),
  // Sabah
  r(88000, 91309, null, 'Sabah', 5.3, 117.0),
  r(88000, 88999, 'Kota Kinabalu', 'Sabah', 5.9804, 116.0735),
  r(89000, 89099, 'Keningau', 'Sabah', 5.3378, 116.1602),
  r(90000, 90099, 'Sandakan', 'Sabah', 5.8394, 118.1172),
  r(91000, 91099, 'Tawau', 'Sabah', 4.2448, 117.8912),
  r(91100, 91199, 'Lahad Datu', 'Sabah', 5.0268, 118.327),
  // Sarawak
  r(93000, 98859, null, 'Sarawak', 2.5, 113.0),
  r(93000, 93999, 'Kuching', 'Sarawak', 1.5535, 110.3593),
  r(95000, 95099, 'Sri Aman', 'Sarawak', 1.237, 111.462),
  r(96000, 96099, 'Sibu', 'Sarawak', 2.287, 111.8305),
  r(97000, 97099, 'Bintulu', 'Sarawak', 3.1713, 113.0419),
  r(98000, 98099, 'Miri', 'Sarawak', 4.3995, 113.9914),
];

/** Short names people type for some Malaysian towns. */
export const MY_TOWN_ALIASES: Readonly<Record<string, string>> = {
  kl: 'Kuala Lumpur',
  pj: 'Petaling Jaya',
  jb: 'Johor Bahru',
  penang: 'George Town',
  georgetown: 'George Town',
  malacca: 'Melaka',
  nusajaya: 'Iskandar Puteri',
};
