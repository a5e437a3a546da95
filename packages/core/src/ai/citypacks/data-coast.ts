import type { CitySource } from './places';

// The coast: Piran, Portorož, Koper. Format: see places.ts.

const PIRAN = `
Tartini Square | Tartinijev trg | sight | architecture history culture | 30 | any | old | The oval square on the old inner harbour, with the statue of the violinist Giuseppe Tartini, born in Piran in 1692. | Ovalni trg na mestu nekdanjega notranjega pristanišča, s kipom violinista Giuseppeja Tartinija, rojenega v Piranu leta 1692.
St George's Church | Cerkev sv. Jurija | viewpoint | viewpoints history architecture | 45 | morning | old | The church above the town; its bell tower, modelled on St Mark's in Venice, looks over the Gulf of Trieste. | Cerkev nad mestom; njen zvonik po vzoru beneškega sv. Marka gleda čez Tržaški zaliv.
Piran town walls | Piransko obzidje | viewpoint | viewpoints history walking | 45 | afternoon | old | Medieval walls on the hill above the town, with a view over the roofs to the sea. | Srednjeveško obzidje na griču nad mestom, z razgledom čez strehe na morje.
Sergej Mašera Maritime Museum | Pomorski muzej Sergej Mašera | museum | history culture family water | 60 | morning | old | Seafaring, salt-making and fishing on the Slovenian coast, in a palace on the harbour. | Pomorstvo, solinarstvo in ribištvo na slovenski obali, v palači ob pristanišču.
Piran Aquarium | Akvarij Piran | museum | family water | 45 | any | old | A small aquarium on the harbour with the fish and creatures of the northern Adriatic. | Majhen akvarij ob pristanišču z ribami in živalmi severnega Jadrana.
Punta at sunset | Punta ob sončnem zahodu | walk | water walking relax | 60 | evening | punta | The tip of the peninsula with its lighthouse and church, where the town watches the sun set into the sea. | Konica polotoka s svetilnikom in cerkvijo, kjer mesto opazuje sonce, ki zahaja v morje.
Coastal path to Fiesa | Obalna pot do Fiese | walk | walking water nature | 75 | afternoon | fiesa | A path under the cliffs to Fiesa's beach and two small lakes. | Pot pod klifom do plaže v Fiesi in dveh jezerc.
Sečovlje Salina Nature Park | Krajinski park Sečoveljske soline | park | nature history | 150 | morning | soline | Salt pans where salt is still made by hand the old way, a home for many birds. | Soline, kjer sol še vedno pridelujejo ročno po starem postopku, dom številnih ptic.
`;

const PORTOROZ = `
Portorož promenade | Portoroška obala | walk | water relax walking family | 120 | afternoon | promenade | The seafront promenade and beaches of Slovenia's best-known resort. | Obalna promenada in plaže najbolj znanega slovenskega letovišča.
Forma Viva | Forma viva | park | art nature viewpoints | 60 | morning | seca | An open-air collection of stone sculptures on the Seča peninsula, begun in 1961. | Zbirka kamnitih skulptur na prostem na polotoku Seča, začeta leta 1961.
Sečovlje Salina Nature Park | Krajinski park Sečoveljske soline | park | nature history | 150 | morning | soline | Salt pans where salt is still made by hand the old way, a home for many birds. | Soline, kjer sol še vedno pridelujejo ročno po starem postopku, dom številnih ptic.
Seaside walk to Piran | Obalna pot do Pirana | walk | walking water viewpoints | 60 | evening | promenade | About 3 km along the sea to the old town of Piran. | Približno 3 km ob morju do starega Pirana.
`;

const KOPER = `
Tito Square | Titov trg | sight | architecture history culture | 30 | any | old | The Venetian-Gothic Praetorian Palace and the Loggia face each other on the old town's main square. | Beneško-gotska Pretorska palača in Loža stojita druga nasproti drugi na glavnem trgu starega mesta.
Praetorian Palace | Pretorska palača | museum | history architecture culture | 45 | morning | old | The palace of the Venetian governors, open to visitors, with the tourist office inside. | Palača beneških upraviteljev, odprta za obiskovalce, v njej je turistični urad.
Cathedral bell tower | Zvonik stolnice | viewpoint | viewpoints history | 30 | morning | old | The bell tower of the Cathedral of the Assumption can be climbed for a view over the bay. | Na zvonik stolnice Marijinega vnebovzetja se lahko povzpnete za razgled čez zaliv.
Da Ponte Fountain | Vodnjak Da Ponte | sight | history architecture | 15 | any | old | A 17th-century fountain shaped like a bridge on Prešeren Square. | Vodnjak iz 17. stoletja v obliki mostu na Prešernovem trgu.
Koper Regional Museum | Pokrajinski muzej Koper | museum | history art culture | 60 | afternoon | old | History and art of the coast in the Belgramoni Tacco Palace. | Zgodovina in umetnost obale v palači Belgramoni Tacco.
Koper waterfront | Koprsko nabrežje | walk | walking water relax | 60 | evening | old | The promenade along the marina and the city beach. | Sprehajališče ob marini in mestni plaži.
Škocjan Inlet Nature Reserve | Naravni rezervat Škocjanski zatok | park | nature family walking | 90 | morning | zatok | A coastal wetland at the edge of town with birdwatching hides. | Obalno mokrišče na robu mesta z opazovalnicami ptic.
`;

export const COAST: CitySource[] = [
  { name: 'Piran', sl: 'Piran', aliases: ['pirano'], places: PIRAN },
  { name: 'Portorož', sl: 'Portorož', aliases: ['portorose'], places: PORTOROZ },
  { name: 'Koper', sl: 'Koper', aliases: ['capodistria'], places: KOPER },
];
