import type { CitySource } from './places';

// The Julian Alps: Bled, Bohinj, Kranjska Gora. Format: see places.ts.

const BLED = `
Bled Island by pletna | Blejski otok s pletno | sight | water history culture family | 90 | morning | lake | A wooden pletna boat rows to the only natural island in Slovenia; 99 steps lead up to the church and its wishing bell. | Lesena pletna odpelje na edini naravni otok v Sloveniji; 99 stopnic vodi do cerkve z zvonom želja.
Lake Bled loop | Sprehod okoli Blejskega jezera | walk | walking nature water relax | 90 | morning | lake | A level path of about 6 km around the lake, with the island and the castle always in view. | Ravna pot okoli jezera, dolga približno 6 km, z otokom in gradom ves čas na očeh.
Bled Castle | Blejski grad | sight | history viewpoints culture | 90 | afternoon | castle | First mentioned in 1011, it stands on a cliff about 130 m above the lake, with a museum and a printing workshop. | Prvič omenjen leta 1011, stoji na pečini približno 130 m nad jezerom, z muzejem in tiskarsko delavnico.
Ojstrica viewpoint | Razgledna točka Ojstrica | viewpoint | viewpoints walking nature | 75 | morning | lake | A short, steep climb from the west end of the lake to the classic postcard view of the island. | Kratek, strm vzpon z zahodnega konca jezera do razglednice z otokom.
Mala Osojnica | Mala Osojnica | viewpoint | viewpoints walking mountains | 120 | afternoon | lake | A higher lookout above the lake, reached by steep paths and steps. | Višja razgledna točka nad jezerom, dostopna po strmih poteh in stopnicah.
Straža Hill | Straža | viewpoint | viewpoints family mountains | 60 | afternoon | lake | A small ski hill above the lake with a chairlift and a summer toboggan run. | Majhen smučarski hrib nad jezerom s sedežnico in poletnim sankališčem.
Bled cream cake | Blejska kremšnita | food | food | 30 | afternoon | lake | The custard-and-cream slice made in Bled since the 1950s, best with a view of the lake. | Rezina iz vanilijeve kreme in smetane, ki jo na Bledu pečejo od petdesetih let, najboljša s pogledom na jezero.
Vintgar Gorge | Soteska Vintgar | walk | nature walking water | 150 | morning | vintgar | A 1.6 km boardwalk above the Radovna river in a gorge about 4 km from Bled. | 1,6 km dolga pot po lesenih mostovžih nad Radovno v soteski približno 4 km od Bleda.
Day trip to Lake Bohinj | Izlet v Bohinj | daytrip | nature water mountains | 360 | morning | daytrip | Lake Bohinj, inside Triglav National Park, is about half an hour's drive further into the mountains. | Bohinjsko jezero v Triglavskem narodnem parku je slabe pol ure vožnje globlje v gorah.
`;

const BOHINJ = `
Lake Bohinj | Bohinjsko jezero | walk | nature water walking relax | 120 | morning | lake | The largest permanent lake in Slovenia, inside Triglav National Park; a path runs along its shores. | Največje stalno jezero v Sloveniji, v Triglavskem narodnem parku; ob obali vodi pot.
Church of St John the Baptist | Cerkev sv. Janeza Krstnika | sight | history art culture | 30 | any | lake | A small church by the stone bridge at Ribčev Laz, with medieval frescoes. | Cerkvica ob kamnitem mostu v Ribčevem Lazu, s srednjeveškimi freskami.
Savica Waterfall | Slap Savica | walk | nature walking water | 120 | morning | savica | A waterfall of about 78 m, reached by some 500 steps above the western end of the lake. | Približno 78 m visok slap, do katerega vodi okoli 500 stopnic nad zahodnim koncem jezera.
Vogel cable car | Žičnica Vogel | viewpoint | viewpoints mountains family | 150 | afternoon | vogel | The cable car climbs to about 1,500 m, with a view over the lake to Triglav. | Žičnica pripelje na približno 1.500 m, z razgledom čez jezero na Triglav.
Alpine Dairy Museum | Planšarski muzej | museum | food culture history | 45 | afternoon | village | In Stara Fužina: how herders made cheese in the mountain pastures. | V Stari Fužini: kako so planšarji na planinah delali sir.
Mostnica Gorge | Korita Mostnice | walk | nature walking water | 120 | afternoon | village | A narrow gorge with pools and small bridges above Stara Fužina. | Ozka soteska s tolmuni in mostički nad Staro Fužino.
`;

const KRANJSKA_GORA = `
Zelenci Nature Reserve | Naravni rezervat Zelenci | park | nature walking | 60 | morning | planica | The emerald spring of the Sava Dolinka, with a boardwalk and a lookout tower. | Smaragdni izvir Save Dolinke z lesenimi potmi in opazovalnico.
Lake Jasna | Jezero Jasna | park | nature water family | 60 | afternoon | jasna | Two glacial-green lakes at the foot of the Vršič road, with the statue of the ibex Zlatorog. | Dve zeleni jezeri ob vznožju ceste na Vršič, s kipom Zlatoroga.
Planica Nordic Centre | Nordijski center Planica | sight | family mountains viewpoints | 120 | afternoon | planica | The home of ski flying, with the big hills, a museum and a zipline beside them. | Dom smučarskih poletov, z velikankami, muzejem in jeklenico ob njih.
Vršič Pass | Prelaz Vršič | viewpoint | viewpoints mountains nature | 180 | morning | vrsic | At 1,611 m the highest road pass in Slovenia, reached by 50 hairpin bends. | Na 1.611 m najvišji cestni prelaz v Sloveniji, do katerega vodi 50 serpentin.
Russian Chapel | Ruska kapelica | sight | history culture | 30 | any | vrsic | A wooden chapel on the Vršič road built by Russian prisoners of war in memory of comrades killed by an avalanche in 1916. | Lesena kapelica ob cesti na Vršič, ki so jo ruski vojni ujetniki postavili v spomin na tovariše, ki jih je leta 1916 zasul plaz.
Liznjek House | Liznjekova domačija | museum | history culture | 45 | afternoon | village | An old farmhouse in the village kept as a museum of Upper Sava valley life. | Stara domačija v vasi, urejena kot muzej življenja v Zgornjesavski dolini.
`;

export const ALPINE: CitySource[] = [
  { name: 'Bled', sl: 'Bled', places: BLED },
  { name: 'Bohinj', sl: 'Bohinj', aliases: ['bohinjsko jezero', 'lake bohinj'], places: BOHINJ },
  { name: 'Kranjska Gora', sl: 'Kranjska Gora', places: KRANJSKA_GORA },
];
