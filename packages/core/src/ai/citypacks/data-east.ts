import type { CitySource } from './places';

// The east: Maribor, Ptuj. Format: see places.ts.

const MARIBOR = `
Old Vine House | Hiša Stare trte | museum | wine history food | 60 | afternoon | lent | The oldest vine in the world, over 400 years old, still grows on the house front in Lent; the house is a wine-tasting centre. | Najstarejša trta na svetu, stara več kot 400 let, še raste na pročelju hiše na Lentu; v hiši je center za pokušino vin.
Lent riverside | Lent ob Dravi | walk | walking water nightlife relax | 60 | evening | lent | The old river quarter along the Drava, with terraces and the summer Lent Festival. | Stara četrt ob Dravi s terasami in poletnim Festivalom Lent.
Water Tower | Vodni stolp | sight | history architecture | 20 | any | lent | A 16th-century defensive tower on the Drava, part of the old town walls. | Obrambni stolp iz 16. stoletja ob Dravi, del starega mestnega obzidja.
Maribor Castle | Mariborski grad | museum | history culture art | 60 | morning | center | The town castle, home of the Maribor Regional Museum. | Mestni grad, v katerem je Pokrajinski muzej Maribor.
Maribor Cathedral | Stolnica Maribor | viewpoint | viewpoints history architecture | 45 | morning | center | The cathedral's bell tower can be climbed for a view over the roofs and the river. | Na zvonik stolnice se lahko povzpnete za razgled čez strehe in reko.
Main Square | Glavni trg | sight | history architecture | 20 | any | center | The square with the town hall and the baroque plague column. | Trg z mestno hišo in baročnim kužnim znamenjem.
Maribor Synagogue | Sinagoga Maribor | museum | history culture | 30 | afternoon | lent | A medieval synagogue, one of the oldest preserved in Europe, now a cultural centre. | Srednjeveška sinagoga, ena najstarejših ohranjenih v Evropi, danes kulturni center.
Piramida Hill | Piramida | viewpoint | viewpoints walking wine | 60 | evening | kalvarija | A vineyard hill just above the centre with a view over the town. | Vinogradniški hrib tik nad središčem z razgledom na mesto.
Pohorje | Pohorje | walk | mountains nature walking | 180 | morning | pohorje | The forested mountain range at the edge of the town, with trails, a ski area and waterfalls. | Gozdnato pogorje na robu mesta, s potmi, smučiščem in slapovi.
`;

const PTUJ = `
Ptuj Castle | Ptujski grad | museum | history culture viewpoints art | 120 | morning | castle | The castle above the town holds collections of musical instruments, arms and Kurent carnival masks. | Grad nad mestom hrani zbirke glasbil, orožja in kurentovih mask.
Orpheus Monument | Orfejev spomenik | sight | history | 15 | any | old | A Roman tombstone about 5 m tall from the 2nd century, in the town square. | Rimski nagrobnik iz 2. stoletja, visok približno 5 m, na mestnem trgu.
Ptuj wine cellar | Ptujska klet | food | wine food history | 90 | afternoon | old | One of the oldest wine cellars in Slovenia, with tours and tastings under the old town. | Ena najstarejših vinskih kleti v Sloveniji, z ogledi in pokušinami pod starim mestom.
Dominican Monastery | Dominikanski samostan | museum | history architecture culture | 60 | afternoon | old | A medieval monastery with a baroque facade, used for exhibitions and events. | Srednjeveški samostan z baročnim pročeljem, v katerem so razstave in prireditve.
Drava embankment | Sprehod ob Dravi | walk | walking water nature relax | 60 | evening | old | A walk along the Drava under the old town. | Sprehod ob Dravi pod starim mestom.
Terme Ptuj | Terme Ptuj | park | relax water family | 180 | afternoon | outskirts | Thermal pools across the river from the old town. | Termalni bazeni čez reko od starega mesta.
`;

export const EAST: CitySource[] = [
  { name: 'Maribor', sl: 'Maribor', places: MARIBOR },
  { name: 'Ptuj', sl: 'Ptuj', places: PTUJ },
];
