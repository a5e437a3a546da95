import { fold, type Area, type Cuisine, type DishTag } from './table';

/**
 * Words in English and Slovenian (folded: lower case, no diacritics) that say what a dish is. A word
 * matches at the start of a word in the request, so Slovenian endings need no list of their own
 * ("govedin" finds govedina, govedino, govedine).
 */
const DISH_WORDS: Record<string, DishTag[]> = {};
const CUISINE_WORDS: Record<string, Cuisine> = {};

const add = (tags: DishTag[], words: string) => words.split(',').forEach((w) => (DISH_WORDS[w.trim()] = tags));
add(
  ['red-meat'],
  'steak,beef,ribeye,sirloin,t-bone,burger,veal,lamb,mutton,brisket,zrezek,biftek,govedin,goveji,goveje,teletin,jagnjetin,jagnj,ovcetin,pleskavic,hamburger',
);
add(['red-meat', 'grilled'], 'cevapcic,cevap,ribs,rebrca,rebrc');
add(['game'], 'venison,deer,boar,game,hare,rabbit,divjacin,jelen,srnjad,merjasc,zajec,zajc');
add(['pork'], 'pork,ham,bacon,schnitzel,svinjin,svinjsk,dunajski,sunk,sunka,sunko,slanin,cvrtje');
add(['pork', 'cured-meat'], 'sausage,klobas,kranjsk,salami,salama');
add(['cured-meat'], 'prosciutto,prsut,charcuterie,cured,narezek,pancet,pancetta,chorizo');
add(['poultry'], 'chicken,turkey,poultry,piscan,piscanc,puran,puranj,perutnin');
add(['poultry', 'game'], 'duck,goose,raca,race,raco,gos,gosi');
add(
  ['fish'],
  'fish,cod,sea bass,seabass,bream,trout,hake,sole,halibut,riba,ribe,ribo,ribji,ribja,ribje,brancin,orada,orado,postrv,oslic,bakalar,sardel,sardin',
);
add(['oily-fish', 'fish'], 'salmon,tuna,mackerel,losos,tuna,tuno,tunin,skusa,skuse,skuso');
add(
  ['shellfish'],
  'shrimp,prawn,lobster,crab,oyster,mussel,clam,scallop,squid,calamari,octopus,seafood,skamp,kozic,jastog,rakovic,ostrig,skoljk,klapavic,lignj,kalamar,hobotnic,morski sadez,morskimi sadez',
);
add(['raw-fish', 'fish'], 'sushi,sashimi,ceviche,tartare,poke,susi,tatarsk');
add(['pasta'], 'pasta,spaghetti,lasagn,ravioli,gnocchi,tagliatelle,penne,carbonara,bolognese,testenin,spaget,njok,njoki,rezanci,makaron');
add(['pasta', 'cream'], 'risotto,rizot');
add(['tomato'], 'tomato,marinara,paradiznik,pomodoro,bolognese');
add(['pizza', 'tomato', 'cheese'], 'pizza,pica,pice');
add(['cream'], 'cream,creamy,alfredo,butter,smetan,smetanov,maslo');
add(
  ['cheese'],
  'cheese,brie,camembert,parmesan,gorgonzola,goat cheese,halloumi,fondue,sir,sirom,sirov,sirni,sirna,kozji,kozjim,kozja,mocarel,mozzarell,tolminc,mohant',
);
add(['mushroom'], 'mushroom,porcini,truffle,gobe,gobov,gobam,gobic,jurck,tartuf');
add(
  ['vegetables'],
  'vegetable,veggie,vegetarian,vegan,salad,tofu,aubergine,eggplant,zucchini,asparagus,pepper,lentil,beans,chickpea,falafel,zelenjav,vegetarijansk,vegansk,solat,jajcevec,bucke,bucka,buckin,sparglj,fizol,leca,cicerik,paprik',
);
add(['spicy'], 'spicy,chili,chilli,curry,vindaloo,jalapeno,hot sauce,szechuan,sichuan,pekoc,pikantn,ostro,ostra,ostre,cili,kari');
add(['grilled'], 'grill,grilled,bbq,barbecue,barbeque,roast,charred,zar,zara,zaru,pecen,pecenk');
add(['smoked', 'grilled'], 'smoky,smoked,dimljen,dimlj,pulled pork');
add(['fried'], 'fried,fries,tempura,schnitzel,fritto,tempuro,ocvrt,pohan,pomfri,krompirck');
add(
  ['dessert'],
  'dessert,cake,pie,tart,strudel,tiramisu,panna cotta,ice cream,pudding,cheesecake,pancake,sladic,torta,torto,pita,pito,zavit,potic,gibanic,prekmursk,struklj,kremsnit,sladoled,palacink,puding,krof,krofi',
);
add(['dessert', 'chocolate'], 'chocolate,brownie,cocoa,cokolad,kakav');
add(['fruit'], 'fruit,berry,berries,apple,pear,peach,strawberr,lemon,sadje,sadni,sadna,jabol,hrusk,bresk,jagod,limon');
add(['stew'], 'stew,goulash,ragout,ragu,casserole,chili con carne,enolonc,golaz,obara,jota,ricet,bograc');
add(['soy'], 'soy,teriyaki,miso,ramen,stir-fry,stir fry,wok,noodle,dumpling,soja,sojin,rezanc,wokan');

const cuisine = (c: Cuisine, words: string) => words.split(',').forEach((w) => (CUISINE_WORDS[w.trim()] = c));
cuisine('slovenian', 'slovenian,slovene,slovensk,domac,kranjsk,potic,struklj,jota,gibanic,ricet,bograc,idrijsk,zlikrof,prekmursk');
cuisine('italian', 'italian,italijansk,pasta,spaghetti,penne,pizza,pica,risotto,rizot,tiramisu,lasagn,carbonara,spaget,njok,gnocchi');
cuisine('french', 'french,francosk,bistro,coq au vin,bouillabaisse,ratatouille');
cuisine('spanish', 'spanish,spansk,tapas,paella,chorizo');
cuisine('japanese', 'japanese,japonsk,sushi,susi,sashimi,ramen,tempura,teriyaki,miso');
cuisine('chinese', 'chinese,kitajsk,dim sum,dumpling,szechuan,sichuan,wok');
cuisine('thai', 'thai,tajsk,pad thai,green curry');
cuisine('indian', 'indian,indijsk,curry,tikka,masala,tandoori,vindaloo,kari');
cuisine('mexican', 'mexican,mehisk,taco,burrito,quesadilla,enchilada,nacho,guacamole');
cuisine('american', 'american,americk,bbq,barbecue,burger,hamburger,ribs,brisket,pulled pork');
cuisine('balkan', 'balkan,balkansk,cevapcic,cevap,pleskavic,burek,sarma');
cuisine('mediterranean', 'mediterranean,mediteransk,greek,grsk,primorsk,istrsk,dalmatinsk');
cuisine('middle-eastern', 'middle eastern,lebanese,turkish,persian,falafel,hummus,kebab,shawarma,orientaln,libanonsk,tursk');
cuisine('austrian', 'austrian,avstrijsk,schnitzel,dunajski,strudel');

/** Place words: a Slovenian wine district, Slovenia as a whole, or another country. */
const PLACES: Record<string, { area?: Area; country: string }> = {};
const place = (where: { area?: Area; country: string }, words: string) => words.split(',').forEach((w) => (PLACES[w.trim()] = where));
place({ area: 'brda', country: 'SI' }, 'brda,goriska brda,dobrovo,kojsko,medana,smartno');
place({ area: 'vipava', country: 'SI' }, 'vipava,vipavsk,ajdovscin,nova gorica,novi gorici,goric,dornberk');
place({ area: 'kras', country: 'SI' }, 'kras,karst,sezan,stanjel,dutovlje,tomaj,lipica');
place({ area: 'istra', country: 'SI' }, 'istra,istri,istria,koper,kopru,izola,izoli,piran,portoroz,ankaran,slovenska istra');
place(
  { area: 'stajerska', country: 'SI' },
  'stajersk,styria,maribor,ptuj,ljutomer,jeruzalem,ormoz,haloz,slovenske gorice,celje,celju,radgon,gornja radgona,slovenska bistrica',
);
place({ area: 'prekmurje', country: 'SI' }, 'prekmurj,murska sobota,murski soboti,lendav,moravske toplice');
place({ area: 'dolenjska', country: 'SI' }, 'dolenjsk,novo mesto,novem mestu,krsko,krskem,trebnj,sentjernej');
place({ area: 'bela-krajina', country: 'SI' }, 'bela krajina,beli krajini,metlik,crnomelj');
place({ area: 'bizeljsko', country: 'SI' }, 'bizeljsk,brezic,posavj');
place({ country: 'SI' }, 'slovenia,slovenij,ljubljan,kranj,bled,bohinj,postojn,kamnik,skofja loka,velenj,gorenjsk,notranjsk,korosk,primorsk,podravj');
place({ country: 'IT' }, 'italy,italij,italia,tuscany,toscan,piemont,venice,venezia,benetk,trieste,trst,rome,rim,milan');
place({ country: 'FR' }, 'france,francij,paris,pariz,bordeaux,burgund,champagne,provence,alsace');
place({ country: 'ES' }, 'spain,spanij,madrid,barcelon,rioja');
place({ country: 'AT' }, 'austria,avstrij,vienna,dunaj,graz,gradec,wachau');
place({ country: 'DE' }, 'germany,nemcij,mosel,berlin,munich,munchen');
place({ country: 'JP' }, 'japan,japonsk,tokyo,tokio,kyoto');
place({ country: 'MX' }, 'mexico,mehik');
place({ country: 'US' }, 'usa,united states,america,amerik,california,kalifornij,new york');

/** The folded words of a request, with a leading and trailing space for whole-word-start matching. */
const padded = (s: string) => ` ${fold(s).replace(/[^\p{L}\p{N}-]+/gu, ' ')} `;
// Short words must match a whole word ("sir" is cheese, "sirloin" is not); longer ones a word's start.
const hits = (haystack: string, word: string) => haystack.includes(word.length < 5 ? ` ${word} ` : ` ${word}`);

export interface ReadDish {
  tags: DishTag[];
  /** Cuisines named in the cuisine field, or implied by the dish (sushi → japanese). */
  cuisines: Cuisine[];
}

/** What the dish and cuisine fields say, by the words above. */
export function readDish(dish: string, cuisineField: string): ReadDish {
  const d = padded(dish);
  const c = padded(cuisineField);
  const tags = new Set<DishTag>();
  for (const [word, t] of Object.entries(DISH_WORDS)) if (hits(d, word)) t.forEach((x) => tags.add(x));
  const cuisines = new Set<Cuisine>();
  for (const [word, k] of Object.entries(CUISINE_WORDS)) if (hits(c, word) || hits(d, word)) cuisines.add(k);
  return { tags: [...tags], cuisines: [...cuisines] };
}

/** The place named in the city/region field, the most specific first (a district beats a country). */
export function readPlace(location: string): { area: Area | null; country: string | null } {
  const l = padded(location);
  let found: { area?: Area; country: string } | null = null;
  for (const [word, where] of Object.entries(PLACES)) if (hits(l, word) && (!found || (where.area && !found.area))) found = where;
  return { area: found?.area ?? null, country: found?.country ?? null };
}
