import type { CitySource } from './places';

// Central Slovenia: Ljubljana, Kranj, Celje, Novo mesto. Format: see places.ts.

const LJUBLJANA = `
Ljubljana Castle | Ljubljanski grad | sight | history viewpoints culture family | 120 | morning | old | The medieval castle above the old town; the funicular climbs Castle Hill in about a minute and the Outlook Tower looks over the roofs to the Alps. | Srednjeveški grad nad starim mestom; vzpenjača pripelje na Grajski grič v dobri minuti, z Razglednega stolpa pa se pogled odpre čez strehe do Alp.
Central Market | Osrednja ljubljanska tržnica | market | food shopping architecture | 60 | morning | old | Stalls of local produce on Vodnik Square and under Plečnik's riverside colonnades; on spring and summer Fridays the Open Kitchen street-food market fills Pogačar Square. | Stojnice z domačimi pridelki na Vodnikovem trgu in pod Plečnikovimi arkadami ob reki; ob petkih spomladi in poleti Pogačarjev trg napolni Odprta kuhna.
Prešeren Square and the Triple Bridge | Prešernov trg in Tromostovje | sight | architecture history walking | 30 | any | old | The heart of the city: the poet France Prešeren's statue, the pink Franciscan church and Plečnik's three bridges over the Ljubljanica. | Srce mesta: kip pesnika Franceta Prešerna, rožnata frančiškanska cerkev in Plečnikovi trije mostovi čez Ljubljanico.
Cathedral of St Nicholas | Stolnica sv. Nikolaja | sight | history architecture art culture | 30 | morning | old | A baroque cathedral with painted ceilings; its bronze doors tell the history of Slovenia and of the Ljubljana diocese. | Baročna stolnica s poslikanimi oboki; bronasta vrata pripovedujejo zgodovino Slovencev in ljubljanske škofije.
Dragon Bridge | Zmajski most | sight | architecture history family | 20 | any | old | Opened in 1901 and guarded by four copper dragons, the city's emblem; one of the first reinforced-concrete bridges in Europe. | Odprt leta 1901 in varovan s štirimi bakrenimi zmaji, simbolom mesta; eden prvih mostov iz armiranega betona v Evropi.
Ljubljanica riverside | Sprehod ob Ljubljanici | walk | walking water nightlife relax | 60 | evening | old | The embankments between the Cobblers' Bridge and the Butchers' Bridge fill with café and wine-bar tables in the evening. | Nabrežja med Čevljarskim in Mesarskim mostom se zvečer napolnijo z mizami kavarn in vinskih barov.
Tivoli Park | Park Tivoli | park | nature walking family relax | 90 | afternoon | tivoli | The city's largest park, reached by an underpass from the centre; the Jakopič Promenade shows open-air photo exhibitions. | Največji mestni park, dosegljiv po podhodu iz središča; na Jakopičevem sprehajališču so fotografske razstave na prostem.
Rožnik Hill | Rožnik | walk | nature walking viewpoints | 120 | morning | tivoli | A wooded hill above Tivoli with a church and an inn at the top, a favourite short hike of locals. | Gozdnat hrib nad Tivolijem s cerkvijo in gostilno na vrhu, priljubljen kratek izlet Ljubljančanov.
National Gallery of Slovenia | Narodna galerija | museum | art culture | 90 | afternoon | center | Slovenian and European art from the Middle Ages to the 20th century, including the Slovenian Impressionists. | Slovenska in evropska umetnost od srednjega veka do 20. stoletja, tudi slovenski impresionisti.
National Museum of Slovenia | Narodni muzej Slovenije | museum | history culture family | 90 | any | center | Archaeology and history, with the Neanderthal bone flute from Divje babe, one of the oldest known musical instruments. | Arheologija in zgodovina, s piščaljo iz Divjih bab, enim najstarejših znanih glasbil.
Museum of Modern Art | Moderna galerija | museum | art culture architecture | 75 | afternoon | center | Slovenian art of the 20th century in a building by Edvard Ravnikar. | Slovenska umetnost 20. stoletja v stavbi Edvarda Ravnikarja.
Nebotičnik | Nebotičnik | viewpoint | viewpoints nightlife architecture | 45 | evening | center | The 1933 "skyscraper", once among the tallest buildings in Europe, with a café terrace on the top floor. | "Nebotičnik" iz leta 1933, nekoč med najvišjimi stavbami v Evropi, s kavarniško teraso v zadnjem nadstropju.
Metelkova | Metelkova mesto | nightlife | nightlife art culture | 120 | evening | metelkova | Former army barracks turned into an autonomous cultural centre with clubs, concerts and street art. | Nekdanja vojašnica, preurejena v avtonomni kulturni center s klubi, koncerti in ulično umetnostjo.
Plečnik House | Plečnikova hiša | museum | architecture culture history | 60 | morning | trnovo | The home and studio of the architect Jože Plečnik, who shaped much of the city; visits are guided. | Dom in atelje arhitekta Jožeta Plečnika, ki je oblikoval velik del mesta; ogledi so vodeni.
Trnovo and Krakovo | Trnovo in Krakovo | walk | walking architecture nature | 60 | afternoon | trnovo | Old suburbs with vegetable gardens by the Gradaščica and Plečnik's Trnovo Bridge lined with birch trees. | Stari predmestji z vrtički ob Gradaščici in Plečnikovim Trnovskim mostom z brezami.
Day trip to Lake Bled | Izlet na Bled | daytrip | nature water viewpoints mountains | 360 | morning | daytrip | Bled is about 55 km away, under an hour by car or bus: the lake, the island and the castle on its cliff. | Bled je oddaljen okoli 55 km, slabo uro z avtom ali avtobusom: jezero, otok in grad na pečini.
Day trip to Postojna Cave | Izlet v Postojnsko jamo | daytrip | nature family | 300 | morning | daytrip | About 50 km south-west; a cave train takes visitors deep into the karst, and Predjama Castle is close by. | Okoli 50 km proti jugozahodu; jamski vlak popelje obiskovalce globoko v kras, blizu je tudi Predjamski grad.
`;

const KRANJ = `
Kokra Canyon | Kanjon Kokre | walk | nature walking water | 60 | morning | old | A canyon up to 30 m deep right under the old town, with a footpath along the river. | Do 30 m globok kanjon tik pod starim mestnim jedrom, s potjo ob reki.
Kranj tunnels | Rovi pod starim Kranjem | museum | history family | 60 | afternoon | old | Tunnels dug beneath the old town as air-raid shelters during the Second World War, open on guided tours. | Rovi pod starim mestom, izkopani kot zaklonišča med drugo svetovno vojno, odprti z vodenimi ogledi.
Prešeren House | Prešernova hiša | museum | culture history | 45 | morning | old | The house where France Prešeren, Slovenia's national poet, spent his last years. | Hiša, v kateri je zadnja leta preživel France Prešeren, slovenski narodni pesnik.
Prešeren Grove | Prešernov gaj | park | nature culture history | 30 | afternoon | old | A park on the old cemetery where the poet is buried. | Park na starem pokopališču, kjer je pokopan pesnik.
Church of St Cantianus | Cerkev sv. Kancijana | sight | architecture art history | 30 | any | old | A Gothic hall church on the main square, the town's landmark. | Gotska dvoranska cerkev na glavnem trgu, znamenitost mesta.
Khislstein Castle | Grad Khislstein | museum | history culture | 45 | any | old | A castle by the town walls, home to part of the Gorenjska Museum and to summer open-air events. | Grad ob mestnem obzidju z delom Gorenjskega muzeja in poletnimi prireditvami na prostem.
Brdo Estate | Posestvo Brdo pri Kranju | park | nature walking | 150 | afternoon | brdo | A landscaped park with lakes and a castle just north of Kranj. | Urejen park z jezeri in gradom tik severno od Kranja.
`;

const CELJE = `
Old Castle Celje | Stari grad Celje | sight | history viewpoints | 120 | morning | castle | The largest castle complex in Slovenia, once the seat of the Counts of Celje, high above the Savinja. | Največji grajski kompleks v Sloveniji, nekoč sedež celjskih grofov, visoko nad Savinjo.
Celje Regional Museum | Pokrajinski muzej Celje | museum | history art culture | 60 | afternoon | old | Housed in the Old Counts' Mansion, famous for the painted Celje Ceiling. | V Stari grofiji, znani po poslikanem Celjskem stropu.
Roman Celeia | Rimska Celeia | sight | history | 45 | afternoon | old | Remains of the Roman town of Celeia, shown in place beneath today's streets. | Ostanki rimskega mesta Celeia, predstavljeni na mestu pod današnjimi ulicami.
Celje Centre of Contemporary Arts | Center sodobnih umetnosti Celje | museum | art culture | 45 | afternoon | old | Exhibitions of contemporary art in the old town. | Razstave sodobne umetnosti v starem mestnem jedru.
Savinja riverside | Sprehod ob Savinji | walk | walking water nature relax | 60 | evening | old | The embankment along the Savinja under the City Park. | Nabrežje ob Savinji pod Mestnim parkom.
Celje City Park | Mestni park Celje | park | nature family relax | 60 | any | old | A shaded park across the river from the old town. | Senčen park čez reko od starega mestnega jedra.
`;

const NOVO_MESTO = `
Main Square | Glavni trg | sight | architecture history | 30 | any | old | The arcaded main square on a bend of the Krka, with the neo-Gothic town hall. | Glavni trg z arkadami na okljuku Krke, z neogotsko mestno hišo.
Dolenjska Museum | Dolenjski muzej | museum | history culture | 75 | morning | old | Iron Age finds, among them decorated bronze situlae, which gave the town the name "town of situlae". | Najdbe iz železne dobe, med njimi okrašene bronaste situle, po katerih se mesto imenuje "mesto situl".
Cathedral of St Nicholas | Stolnica sv. Nikolaja | sight | art history architecture | 30 | morning | old | A Gothic church on the hill above the old town, with an altar painting attributed to Tintoretto. | Gotska cerkev na griču nad starim mestom, z oltarno sliko, pripisano Tintorettu.
Krka riverside | Sprehod ob Krki | walk | walking water nature relax | 60 | evening | old | Paths along the slow, green Krka around the old town. | Poti ob počasni zeleni Krki okoli starega mesta.
Otočec Castle | Grad Otočec | sight | history architecture | 60 | afternoon | otocec | A castle on a small island in the Krka, about 8 km from the centre. | Grad na otočku sredi Krke, okoli 8 km od središča.
Kandija Bridge | Kandijski most | sight | architecture viewpoints | 20 | any | old | An iron bridge over the Krka with the view of the old town on its bend. | Železni most čez Krko s pogledom na staro mesto na okljuku.
`;

export const CENTRAL: CitySource[] = [
  { name: 'Ljubljana', sl: 'Ljubljana', aliases: ['lj', 'laibach'], places: LJUBLJANA },
  { name: 'Kranj', sl: 'Kranj', places: KRANJ },
  { name: 'Celje', sl: 'Celje', places: CELJE },
  { name: 'Novo mesto', sl: 'Novo mesto', aliases: ['novo mesto slovenia'], places: NOVO_MESTO },
];
