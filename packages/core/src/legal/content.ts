/**
 * Terms of Service and Privacy Policy texts (SPEC §1 legal and privacy terms, §2 Legal), in English
 * and Slovenian. Pure data: the pages render these; the "Last updated" date is the page's concern.
 *
 * Each locale fills a record keyed by section id, so a missing or misspelled section is a type
 * error, and the order is fixed once here rather than per translation.
 */

interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export type LegalLocale = 'en' | 'sl';

/** SPEC §1, §9: the youngest a user may be. */
export const MINIMUM_AGE = 16;

const TERMS_SECTION_IDS = [
  'overview',
  'services',
  'subscription-terms',
  'ai-services',
  'partners',
  'fees',
  'cancellations',
  'user-content',
  'liability',
  'prohibited-use',
  'changes',
  'contact',
] as const;

const PRIVACY_SECTION_IDS = [
  'data-collected',
  'use',
  'ai-processing',
  'sharing',
  'retention',
  'gdpr-rights',
  'cookies',
  'security',
  'children',
  'international-transfers',
  'updates',
  'dpo-contact',
] as const;

type TermsSectionId = (typeof TERMS_SECTION_IDS)[number];
type PrivacySectionId = (typeof PRIVACY_SECTION_IDS)[number];

interface SectionBody {
  title: string;
  paragraphs: string[];
}

interface DocumentContent<Id extends string> {
  title: string;
  intro: string;
  sections: Record<Id, SectionBody>;
}

function assemble<Id extends string>(order: readonly Id[], content: DocumentContent<Id>): LegalDocument {
  return {
    title: content.title,
    intro: content.intro,
    sections: order.map((id) => {
      const body = content.sections[id];
      return { id, title: body.title, paragraphs: [...body.paragraphs] };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Terms of Service
// ---------------------------------------------------------------------------------------------

function termsEn(email: string): DocumentContent<TermsSectionId> {
  return {
    title: 'Terms of Service',
    intro:
      'These Terms of Service set out the rules for using TableStay, the platform for booking restaurant tables and places to stay. Please read them carefully. By creating an account, making a booking or subscribing to a plan, you agree to them.',
    sections: {
      overview: {
        title: 'Overview',
        paragraphs: [
          'TableStay is an online platform that connects guests with restaurants and accommodation providers (our “partners”). Guests can find venues, book a table or a room and manage their reservations. Partners use TableStay to manage bookings, waitlists, reviews and their business.',
          'These terms apply to everyone who uses TableStay: visitors, guests, restaurant and property owners, and affiliates. Our Privacy Policy, which explains how we handle personal data, forms part of these terms.',
          `You must be at least ${MINIMUM_AGE} years old to use TableStay.`,
        ],
      },
      services: {
        title: 'Our services',
        paragraphs: [
          'For guests, TableStay offers search for restaurants and stays, table and room booking, a waitlist when a restaurant is full, deposit payment, reviews and feedback, and a My Reservations page where you can see and cancel your bookings after signing in.',
          'For owners, TableStay offers a dashboard for reservations, the waitlist, feedback, reviews, settings, photos and a feedback QR code, together with analytics on reservations and occupancy.',
          'An AI chat assistant is available on every page. Search results may also show nearby venues that are not registered on TableStay; their details come from third-party sources, and booking with them happens outside TableStay.',
          'We work to keep TableStay available and accurate, but we cannot promise uninterrupted service. We may change and improve features over time.',
        ],
      },
      'subscription-terms': {
        title: 'Subscription terms',
        paragraphs: [
          'TableStay offers these paid plans, billed monthly in euros through our card payment provider, Stripe: the Restaurant plan at 29 EUR/month (dashboard, reservations, AI review analyzer, AI busy-day suggestions and waitlist); the Stays plan at 79 EUR/month (multiple properties, room type management and AI analytics); the AI Sommelier add-on at 2.99 EUR/month (wine and cocktail pairings for a dish); and the AI City Packs add-on at 2.99 EUR/month (day-by-day city itineraries).',
          'A subscription starts when your first payment succeeds and renews automatically every month until you cancel it. Each renewal is charged to the card you gave at checkout.',
          'You can see your plan and next billing date, update your payment details or cancel at any time through Manage Subscription, which opens the Stripe customer portal. If a payment fails, paid features may stop working until the payment succeeds.',
        ],
      },
      'ai-services': {
        title: 'AI services',
        paragraphs: [
          'TableStay includes features powered by artificial intelligence (AI): the chat assistant, the review analyzer, busy-day suggestions and analytics for owners, and the AI Sommelier and AI City Packs add-ons. These features rely in part on third-party AI providers.',
          'AI answers are generated automatically and may be incomplete or wrong. Treat them as suggestions, not professional advice, and always check important details, such as allergens, dietary needs, opening hours, prices and travel information, with the venue or another reliable source. Wine and cocktail pairings are meant for adults of legal drinking age; please drink responsibly.',
          'Please share no more personal information with AI features than your question needs, and avoid sensitive data such as health information. Our Privacy Policy explains how AI conversations are processed and how long they are kept. Scraping or other automated extraction from the AI features is not allowed.',
        ],
      },
      partners: {
        title: 'Restaurants and stays (partners)',
        paragraphs: [
          'The restaurants and accommodation providers on TableStay are independent businesses. TableStay is not a restaurant or a hotel and does not provide the meals, rooms or other services you book.',
          'When you make a booking, the contract for that booking is between you and the partner, not TableStay. The partner is responsible for honouring the booking, for the quality and safety of its services, for its prices and house rules, and for its own cancellation and deposit terms.',
          'Partners must give accurate information about their venues, availability and prices, honour the bookings they accept, and use guest data only to handle bookings and as the law allows. We may suspend listings that break these terms.',
          'If you have a problem with a booking, please contact the partner first. We are glad to help where we can, but we do not decide disputes between guests and partners.',
        ],
      },
      fees: {
        title: 'Fees, deposits and affiliate program',
        paragraphs: [
          'TableStay has no hidden platform fees. We do not charge guests a fee for booking a table or a room: you pay only what the partner asks for, such as a deposit, and any paid add-ons you choose yourself. Owners pay the monthly plan price shown before they subscribe, with nothing hidden on top.',
          'Deposits are paid directly to the partner through the payment link the partner provides. TableStay does not collect, hold or transfer customer funds, so any deposit refund is handled by the partner under its own terms. The default deposit is 20 EUR unless the partner sets a different amount.',
          'Affiliate program: affiliates earn a 20% lifetime recurring commission on the subscription payments of the customers they refer, for as long as those customers keep paying. The program runs through an external affiliate service; sign-up, referral tracking and payouts happen there and are also subject to that service’s terms.',
        ],
      },
      cancellations: {
        title: 'Cancellations and refunds',
        paragraphs: [
          'You can cancel a subscription at any time through Manage Subscription. Cancelling stops future renewals, and you keep access to the paid features until the end of the billing period you have already paid for.',
          'We do not give refunds for partial months. If you cancel partway through a billing period, you will not be charged again, but the current month is not refunded in part. This does not affect any rights you have under mandatory consumer law.',
          'Guests can cancel a reservation on the My Reservations page while it is pending, awaiting a deposit or confirmed. A reservation that is awaiting a deposit may expire if the deposit is not paid in time.',
          'Because deposits are paid directly to the partner, whether a deposit is refunded, and how much, depends on the cancellation terms of the partner. Please contact the partner about refunds, also if the partner cancels your booking.',
        ],
      },
      'user-content': {
        title: 'Reviews, feedback and other content',
        paragraphs: [
          'You can post reviews, ratings, feedback and comments, and owners can upload photos and descriptions of their venues. Your content remains yours.',
          'By posting content, you give us a non-exclusive, free, worldwide licence to host, display and share it on TableStay for as long as it is published there, and to use it in the features that make up the service, such as feedback summaries and AI review analysis for owners.',
          'Content must be honest, based on your own experience, lawful and respectful. Do not post other people’s personal data, offensive material or anything you have no right to share. We may remove content that breaks these rules and suspend or close the accounts of repeat offenders.',
          'Reviews are shown with the name you give, or anonymously if you leave the name empty. Your email address is never shown publicly.',
        ],
      },
      liability: {
        title: 'Limitation of liability',
        paragraphs: [
          'We run TableStay with reasonable care and skill, but the platform is provided “as is”. We are not responsible for the services of partners, for information supplied by partners or third-party sources, or for decisions you make based on AI suggestions.',
          'To the extent the law allows, our total liability to you for all claims arising from your use of TableStay is limited to the amount you paid us in the 12 months before the event that gave rise to the claim.',
          'Nothing in these terms limits liability that cannot be limited by law, such as liability for intent or gross negligence, or for death or personal injury caused by negligence, and nothing affects your statutory rights as a consumer.',
        ],
      },
      'prohibited-use': {
        title: 'Prohibited use',
        paragraphs: [
          'You may not use TableStay: for anything illegal or fraudulent; to circumvent payment, for example by using paid features without a subscription or by avoiding deposits or plan fees; to scrape, bulk-query or otherwise extract the AI features or their answers by automated means; to share your login credentials or account access with others; or to give false information, such as fake bookings, fake reviews or inaccurate venue details.',
          'You also may not interfere with the security or operation of the platform, or try to access data that is not yours.',
          'If you break these rules, we may remove content, cancel bookings made in breach of these terms, or suspend or close your account. Where appropriate, we will tell you why and give you a chance to respond.',
        ],
      },
      changes: {
        title: 'Changes to these terms',
        paragraphs: [
          'We may update these terms when our services or the law change. The date at the top of this page shows when they were last updated.',
          'We will tell you about significant changes in advance, including changes to plan prices, by email or with a notice on TableStay. New prices apply only from the first billing period that starts after the notice.',
          'If you do not agree with a change, you can cancel your subscription and stop using TableStay before it takes effect. If you keep using TableStay afterwards, you accept the updated terms.',
        ],
      },
      contact: {
        title: 'Contact us',
        paragraphs: [
          `If you have questions about these terms, your subscription or a booking made through TableStay, please write to us at ${email}.`,
          'For questions about a specific booking, such as opening hours, special requests or a deposit refund, please contact the restaurant or property directly, as the partner is responsible for the booking.',
        ],
      },
    },
  };
}

function termsSl(email: string): DocumentContent<TermsSectionId> {
  return {
    title: 'Pogoji uporabe',
    intro:
      'Ti pogoji uporabe določajo pravila za uporabo platforme TableStay za rezervacijo miz v restavracijah in nastanitev. Prosimo, da jih pozorno preberete. Z ustvarjanjem računa, oddajo rezervacije ali sklenitvijo naročnine se z njimi strinjate.',
    sections: {
      overview: {
        title: 'Pregled',
        paragraphs: [
          'TableStay je spletna platforma, ki goste povezuje z restavracijami in ponudniki nastanitev (v nadaljevanju: partnerji). Gostje lahko poiščejo ponudnika, rezervirajo mizo ali sobo in upravljajo svoje rezervacije. Partnerji prek platforme upravljajo rezervacije, čakalne sezname, ocene in svoje poslovanje.',
          'Pogoji veljajo za vse uporabnike platforme: obiskovalce, goste, lastnike restavracij in nastanitev ter priporočitelje. Sestavni del teh pogojev je tudi naša politika zasebnosti, ki pojasnjuje, kako ravnamo z osebnimi podatki.',
          `Za uporabo platforme TableStay morate biti stari najmanj ${MINIMUM_AGE} let.`,
        ],
      },
      services: {
        title: 'Naše storitve',
        paragraphs: [
          'Gostom omogočamo iskanje restavracij in nastanitev, rezervacijo mize ali sobe, vpis na čakalni seznam, kadar je restavracija polna, plačilo varščine, oddajo ocen in mnenj ter pregled in odpoved rezervacij na strani Moje rezervacije, ko se prijavite.',
          'Lastnikom ponujamo nadzorno ploščo za upravljanje rezervacij, čakalnega seznama, mnenj, ocen, nastavitev, fotografij in kode QR za zbiranje mnenj ter analitiko rezervacij in zasedenosti.',
          'Na vsaki strani je na voljo klepetalni pomočnik z umetno inteligenco. Rezultati iskanja lahko prikažejo tudi bližnje ponudnike, ki niso registrirani na platformi TableStay; podatki o njih izhajajo iz zunanjih virov, rezervacija pri njih pa poteka zunaj naše platforme.',
          'Trudimo se, da bi bila platforma vedno dosegljiva in točna, vendar neprekinjenega delovanja ne moremo zagotoviti. Storitve lahko sčasoma spreminjamo in izboljšujemo.',
        ],
      },
      'subscription-terms': {
        title: 'Pogoji naročnine',
        paragraphs: [
          'TableStay ponuja naslednje plačljive pakete, ki se obračunavajo mesečno v evrih prek našega ponudnika kartičnih plačil Stripe: paket Restavracija za 29 EUR na mesec (nadzorna plošča, rezervacije, analiza ocen z umetno inteligenco, predlogi za zasedene dni in čakalni seznam), paket Nastanitve za 79 EUR na mesec (več nastanitev, upravljanje tipov sob in analitika z umetno inteligenco), dodatek AI Sommelier za 2,99 EUR na mesec (izbor vin in koktajlov k jedi) ter dodatek AI City Packs za 2,99 EUR na mesec (načrti za ogled mest po dnevih).',
          'Naročnina začne veljati, ko je prvo plačilo uspešno, in se samodejno podaljšuje vsak mesec, dokler je ne prekličete. Ob vsakem podaljšanju se bremeni kartica, ki ste jo navedli ob plačilu.',
          'Svoj paket in datum naslednjega obračuna lahko kadar koli preverite, plačilne podatke spremenite ali naročnino prekličete prek možnosti Upravljanje naročnine, ki odpre Stripov portal za stranke. Če plačilo ne uspe, plačljive funkcije morda ne bodo delovale, dokler plačilo ni izvedeno.',
        ],
      },
      'ai-services': {
        title: 'Storitve umetne inteligence',
        paragraphs: [
          'TableStay vključuje funkcije umetne inteligence (UI): klepetalnega pomočnika, analizo ocen, predloge za zasedene dni in analitiko za lastnike ter dodatka AI Sommelier in AI City Packs. Te funkcije delno delujejo s pomočjo zunanjih ponudnikov UI.',
          'Odgovori UI nastajajo samodejno in so lahko nepopolni ali napačni. Razumite jih kot predloge, ne kot strokovni nasvet. Pomembne podatke, kot so alergeni, prehranske omejitve, delovni čas, cene in informacije o potovanju, vedno preverite pri ponudniku ali v drugem zanesljivem viru. Predlogi vin in koktajlov so namenjeni polnoletnim osebam; alkohol uživajte odgovorno.',
          'V funkcije UI vnesite le toliko osebnih podatkov, kot jih vaše vprašanje res potrebuje, in se izogibajte občutljivim podatkom, na primer podatkom o zdravju. Kako obdelujemo pogovore z UI in koliko časa jih hranimo, pojasnjuje politika zasebnosti. Samodejno zajemanje vsebin (scraping) iz funkcij UI ni dovoljeno.',
        ],
      },
      partners: {
        title: 'Restavracije in nastanitve (partnerji)',
        paragraphs: [
          'Restavracije in ponudniki nastanitev na platformi TableStay so samostojna podjetja. TableStay ni restavracija ali hotel in ne zagotavlja obrokov, sob ali drugih storitev, ki jih rezervirate.',
          'Z rezervacijo sklenete pogodbo s partnerjem, ne s platformo TableStay. Partner je odgovoren za izpolnitev rezervacije, kakovost in varnost svojih storitev, svoje cene in hišni red ter za svoje pogoje odpovedi in varščin.',
          'Partnerji morajo navajati točne podatke o svoji ponudbi, razpoložljivosti in cenah, spoštovati sprejete rezervacije ter podatke gostov uporabljati le za izvedbo rezervacij in v skladu z zakonom. Predstavitve partnerjev, ki kršijo te pogoje, lahko začasno umaknemo.',
          'Če imate težavo z rezervacijo, se najprej obrnite na partnerja. Kjer lahko, vam bomo z veseljem pomagali, sporov med gosti in partnerji pa ne razsojamo.',
        ],
      },
      fees: {
        title: 'Stroški, varščine in program priporočil',
        paragraphs: [
          'TableStay nima skritih stroškov platforme. Za rezervacijo mize ali sobe gostom ne zaračunavamo provizije: plačate le tisto, kar zahteva partner, na primer varščino, in plačljive dodatke, ki jih izberete sami. Lastniki plačajo mesečno ceno paketa, ki je prikazana pred sklenitvijo naročnine, brez skritih dodatnih stroškov.',
          'Varščine se plačajo neposredno partnerju prek povezave za plačilo, ki jo zagotovi partner. TableStay denarja strank ne prejema, ne hrani in ne posreduje, zato morebitno vračilo varščine ureja partner v skladu s svojimi pogoji. Privzeta varščina znaša 20 EUR, razen če partner določi drugačen znesek.',
          'Program priporočil (affiliate program): priporočitelji prejemajo 20-odstotno doživljenjsko ponavljajočo se provizijo od naročnin strank, ki jih priporočijo, in sicer ves čas, dokler te stranke plačujejo naročnino. Program poteka prek zunanje storitve za upravljanje priporočil; prijava, sledenje priporočilom in izplačila potekajo tam, zanje pa veljajo tudi pogoji te storitve.',
        ],
      },
      cancellations: {
        title: 'Odpovedi in vračila',
        paragraphs: [
          'Naročnino lahko kadar koli prekličete prek možnosti Upravljanje naročnine. S preklicem se ustavijo nadaljnja podaljšanja, dostop do plačljivih funkcij pa ohranite do konca obračunskega obdobja, ki ste ga že plačali.',
          'Za nepolne mesece denarja ne vračamo. Če naročnino prekličete sredi obračunskega obdobja, vam nadaljnjih zneskov ne bomo zaračunali, tekočega meseca pa ne vračamo sorazmerno. To ne vpliva na pravice, ki vam jih zagotavlja obvezna potrošniška zakonodaja.',
          'Gostje lahko rezervacijo odpovejo na strani Moje rezervacije, dokler je v obdelavi, čaka na varščino ali je potrjena. Rezervacija, ki čaka na varščino, lahko poteče, če varščina ni plačana pravočasno.',
          'Ker se varščine plačujejo neposredno partnerju, je od njegovih pogojev odpovedi odvisno, ali in v kolikšnem znesku vam bo varščina vrnjena. Glede vračila se obrnite na partnerja; enako velja, če rezervacijo odpove partner.',
        ],
      },
      'user-content': {
        title: 'Ocene, mnenja in druge vsebine',
        paragraphs: [
          'Objavljate lahko ocene, mnenja in komentarje, lastniki pa tudi fotografije in opise svoje ponudbe. Vsebine ostanejo vaše.',
          'Z objavo nam podelite neizključno in brezplačno licenco, veljavno po vsem svetu, da vsebino gostimo, prikazujemo in delimo na platformi TableStay, dokler je tam objavljena, ter jo uporabljamo v funkcijah, ki so del storitve, na primer v povzetkih mnenj in analizi ocen z UI za lastnike.',
          'Vsebine morajo biti iskrene, temeljiti na vaši lastni izkušnji ter biti zakonite in spoštljive. Ne objavljajte osebnih podatkov drugih ljudi, žaljivih vsebin ali vsebin, za katere nimate pravic. Vsebine, ki kršijo ta pravila, lahko odstranimo, račune ponavljajočih se kršiteljev pa začasno ali trajno zapremo.',
          'Ocene so prikazane z imenom, ki ga navedete, ali anonimno, če ime izpustite. Vašega e-poštnega naslova nikoli ne prikažemo javno.',
        ],
      },
      liability: {
        title: 'Omejitev odgovornosti',
        paragraphs: [
          'Platformo TableStay zagotavljamo z ustrezno skrbnostjo, vendar »takšno, kakršna je«. Ne odgovarjamo za storitve partnerjev, za podatke, ki jih posredujejo partnerji ali zunanji viri, niti za odločitve, ki jih sprejmete na podlagi predlogov UI.',
          'Kolikor to dopušča zakon, je naša skupna odgovornost do vas za vse zahtevke, povezane z uporabo platforme TableStay, omejena na znesek, ki ste nam ga plačali v zadnjih 12 mesecih pred dogodkom, iz katerega izhaja zahtevek.',
          'Nič v teh pogojih ne omejuje odgovornosti, ki je po zakonu ni mogoče omejiti, na primer odgovornosti za naklep ali hudo malomarnost ali za smrt ali telesno poškodbo zaradi malomarnosti, in ne posega v vaše zakonske pravice potrošnika.',
        ],
      },
      'prohibited-use': {
        title: 'Prepovedana uporaba',
        paragraphs: [
          'Platforme TableStay ne smete uporabljati: za nezakonita ali goljufiva dejanja; za izogibanje plačilom, na primer z uporabo plačljivih funkcij brez naročnine ali z izogibanjem varščinam in naročninam; za samodejno zajemanje (scraping) ali množično poizvedovanje po funkcijah UI in njihovih odgovorih; za deljenje prijavnih podatkov ali dostopa do računa z drugimi; ali za posredovanje lažnih podatkov, na primer lažnih rezervacij, lažnih ocen ali netočnih podatkov o ponudbi.',
          'Prav tako ne smete ogrožati varnosti ali delovanja platforme ali poskušati dostopati do podatkov, ki niso vaši.',
          'Če ta pravila kršite, lahko odstranimo vsebine, prekličemo rezervacije, opravljene v nasprotju s temi pogoji, ali začasno oziroma trajno zapremo vaš račun. Kadar je to primerno, vam bomo razloge pojasnili in vam omogočili, da se odzovete.',
        ],
      },
      changes: {
        title: 'Spremembe pogojev',
        paragraphs: [
          'Pogoje lahko posodobimo, kadar se spremenijo naše storitve ali zakonodaja. Datum na vrhu strani pove, kdaj so bili nazadnje posodobljeni.',
          'O pomembnih spremembah, tudi o spremembah cen paketov, vas bomo vnaprej obvestili po e-pošti ali z obvestilom na platformi TableStay. Nove cene veljajo šele od prvega obračunskega obdobja, ki se začne po obvestilu.',
          'Če se s spremembo ne strinjate, lahko pred začetkom njene veljavnosti prekličete naročnino in prenehate uporabljati platformo TableStay. Če jo uporabljate še naprej, se s posodobljenimi pogoji strinjate.',
        ],
      },
      contact: {
        title: 'Kontakt',
        paragraphs: [
          `Če imate vprašanja o teh pogojih, svoji naročnini ali rezervaciji, opravljeni prek platforme TableStay, nam pišite na ${email}.`,
          'Za vprašanja o posamezni rezervaciji, na primer o delovnem času, posebnih željah ali vračilu varščine, se obrnite neposredno na restavracijo ali nastanitev, saj je za rezervacijo odgovoren partner.',
        ],
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Privacy Policy
// ---------------------------------------------------------------------------------------------

function privacyEn(email: string): DocumentContent<PrivacySectionId> {
  return {
    title: 'Privacy Policy',
    intro:
      'This Privacy Policy explains what personal data TableStay collects, why we use it, who we share it with and how long we keep it. It also explains your rights under the EU General Data Protection Regulation (GDPR) and how to use them.',
    sections: {
      'data-collected': {
        title: 'Data we collect',
        paragraphs: [
          'Account data: your name, email address, optional phone number and password (stored only in hashed form), and your role on the platform (guest, owner or admin).',
          'Booking data: for table reservations, the restaurant, date, time, party size, your name, email, phone, notes and your privacy consent; for stays, the property, room type, check-in and check-out dates, number of guests and your contact details. We also keep waitlist entries and the status of each booking.',
          'Content and usage: reviews, ratings and feedback you submit; messages to the AI chat assistant and requests to AI Sommelier and AI City Packs; your searches, including the location you enter; and, for owners, venue details, photos, settings and subscription status. We also process technical data such as IP address, browser type and server logs, which we need to run and secure the service.',
          'Payment data: card payments are handled by Stripe. We never receive or store your full card number; we receive only limited information such as your plan, subscription status and billing dates.',
        ],
      },
      use: {
        title: 'How we use your data',
        paragraphs: [
          'We use your data to run TableStay: to create and protect your account, process bookings and waitlist requests, send emails such as confirmations, sign-in links and review invitations, show you your reservations, and let partners manage the bookings you make with them.',
          'We also use it to manage subscriptions and billing, provide the AI features, show owners analytics about their own venues, prevent fraud and abuse, and meet our legal obligations.',
          'Our legal bases under the GDPR are: performance of a contract (your account, bookings and subscriptions); legal obligation (for example keeping booking and accounting records); legitimate interests (security, fraud prevention and improving the service); and consent where we ask for it, which you can withdraw at any time.',
          'We do not sell your personal data, and we do not use it for automated decisions that have legal or similarly significant effects on you.',
        ],
      },
      'ai-processing': {
        title: 'AI processing',
        paragraphs: [
          'Our AI features (the chat assistant, AI Sommelier, AI City Packs, and the review analyzer, busy-day suggestions and analytics for owners) use third-party AI providers. When you use them, the text you enter is sent to the provider to generate an answer. For owner features, we also send reviews (rating, text and date) and occupancy figures for their own venue, without guest contact details.',
          'AI providers process this data on our behalf to produce the answer. We send only what the request needs, and we ask you not to include sensitive personal data in AI messages.',
          'We keep AI conversations for 90 days and then delete them. AI answers are generated automatically and may be inaccurate; we do not use them to make decisions about you.',
        ],
      },
      sharing: {
        title: 'Who we share data with',
        paragraphs: [
          'Partners: when you book a table or a room, the restaurant or property receives your booking details and contact data so it can fulfil your booking. The partner then handles that data as an independent controller under its own privacy terms.',
          'Service providers that process data on our behalf: Stripe for card payments and subscriptions; third-party AI providers; our hosting, database, file storage and email delivery providers; and, when you search by location, a maps and places service. The external affiliate service receives the referral data it needs to credit affiliates.',
          'Reviews you post are public and shown with the name you give, or anonymously, but never with your email address.',
          'We may also disclose data when the law requires it, for example to a court or public authority, or when it is needed to protect the rights and safety of users. We never sell personal data.',
        ],
      },
      retention: {
        title: 'How long we keep data',
        paragraphs: [
          'Account data: until you delete your account, or until it has been inactive for 3 years, after which we delete it.',
          'Reservation and stay booking records: 7 years, to meet accounting and other legal obligations and to handle possible disputes.',
          'AI conversations: 90 days.',
          'When these periods end, we delete the data or anonymise it permanently. You can ask us to delete your account at any time using the contact details below.',
        ],
      },
      'gdpr-rights': {
        title: 'Your rights under the GDPR',
        paragraphs: [
          'You have the right to access your personal data and get a copy of it; to rectification of inaccurate data; to erasure (the “right to be forgotten”); to restriction of processing; to data portability, receiving your data in a structured, machine-readable format; and to object to processing based on our legitimate interests. Where processing is based on your consent, you can withdraw it at any time.',
          `To use any of these rights, write to us at ${email}. We will reply within one month, as the GDPR requires, and may first ask you to confirm your identity.`,
          'You also have the right to lodge a complaint with a supervisory authority. In Slovenia this is the Information Commissioner (Informacijski pooblaščenec, www.ip-rs.si); you can also contact the authority in the EU country where you live or work.',
        ],
      },
      cookies: {
        title: 'Cookies and affiliate tracking',
        paragraphs: [
          'We use cookies and similar browser storage (such as local storage) that TableStay needs to work: to keep you signed in, to remember access links for reservations made on your device, and to remember preferences such as your language.',
          'Affiliate tracking: if you arrive at TableStay through an affiliate link, the external affiliate service may set a cookie or use a referral code to record which affiliate referred you. If you then subscribe, this lets us credit that affiliate with the commission. Where the law requires it, we ask for your consent before setting such non-essential cookies.',
          'You can delete cookies and local storage in your browser settings at any time. If you do, you may be signed out, and a recorded affiliate referral may be lost.',
        ],
      },
      security: {
        title: 'Security',
        paragraphs: [
          'We protect your data with technical and organisational measures, including encrypted connections (HTTPS), access controls that let owners see only the bookings for their own venues, unguessable access links for individual reservations, and limited staff access.',
          'No system is completely secure. If a personal data breach is likely to put your rights at risk, we will notify the supervisory authority and, where required, you, as the GDPR requires.',
          'Please keep your sign-in links and password to yourself, and do not forward booking emails with access links to people you do not trust.',
        ],
      },
      children: {
        title: 'Children',
        paragraphs: [
          `TableStay is not intended for children under ${MINIMUM_AGE}, and we do not knowingly collect personal data from them.`,
          `If you believe a child under ${MINIMUM_AGE} has given us personal data, please contact us at ${email} and we will delete it.`,
        ],
      },
      'international-transfers': {
        title: 'International data transfers',
        paragraphs: [
          'We host data in the European Union wherever possible.',
          'Some of our service providers, such as payment, email or AI providers, may process data outside the European Economic Area (EEA). When that happens, we protect the transfer with standard contractual clauses approved by the European Commission, or rely on an adequacy decision where one applies.',
          'You can ask for more information about these safeguards, or for a copy of them, using the contact details below.',
        ],
      },
      updates: {
        title: 'Changes to this policy',
        paragraphs: [
          'We may update this policy when our services or the law change. The date at the top of this page shows when it was last updated.',
          'We will tell you about significant changes in advance by email or with a notice on TableStay. If a change needs your consent, we will ask for it.',
        ],
      },
      'dpo-contact': {
        title: 'Data protection officer and contact',
        paragraphs: [
          `TableStay is the controller of the personal data described in this policy. You can reach us, and our data protection officer, at ${email}.`,
          'Please tell us which account or booking your request is about, so we can help you quickly.',
          'If you are not satisfied with our answer, you can lodge a complaint with the Information Commissioner of the Republic of Slovenia (Informacijski pooblaščenec) or with the supervisory authority in your EU country.',
        ],
      },
    },
  };
}

function privacySl(email: string): DocumentContent<PrivacySectionId> {
  return {
    title: 'Politika zasebnosti',
    intro:
      'Ta politika zasebnosti pojasnjuje, katere osebne podatke zbira TableStay, zakaj jih uporabljamo, s kom jih delimo in koliko časa jih hranimo. Pojasnjuje tudi vaše pravice po Splošni uredbi EU o varstvu podatkov (GDPR) in kako jih lahko uveljavljate.',
    sections: {
      'data-collected': {
        title: 'Podatki, ki jih zbiramo',
        paragraphs: [
          'Podatki o računu: vaše ime, e-poštni naslov, telefonska številka (neobvezno) in geslo, ki ga hranimo le v zgoščeni obliki (hash), ter vaša vloga na platformi (gost, lastnik ali skrbnik).',
          'Podatki o rezervacijah: pri rezervaciji mize restavracija, datum, ura, število oseb, vaše ime, e-poštni naslov, telefon, opombe in vaše soglasje s politiko zasebnosti; pri nastanitvah nastanitev, tip sobe, datum prihoda in odhoda, število gostov in vaši kontaktni podatki. Hranimo tudi vpise na čakalni seznam in stanje posameznih rezervacij.',
          'Vsebine in uporaba: ocene in mnenja, ki jih oddate; sporočila klepetalnemu pomočniku in zahteve za AI Sommelier in AI City Packs; vaša iskanja, vključno z vneseno lokacijo; pri lastnikih pa podatki o ponudbi, fotografije, nastavitve in stanje naročnine. Obdelujemo tudi tehnične podatke, kot so naslov IP, vrsta brskalnika in strežniški dnevniki, ki jih potrebujemo za delovanje in varnost storitve.',
          'Plačilni podatki: kartična plačila obdeluje Stripe. Celotne številke vaše kartice nikoli ne prejmemo in je ne hranimo; prejmemo le omejene podatke, kot so paket, stanje naročnine in datumi obračuna.',
        ],
      },
      use: {
        title: 'Kako uporabljamo vaše podatke',
        paragraphs: [
          'Podatke uporabljamo za delovanje platforme TableStay: za ustvarjanje in zaščito vašega računa, obdelavo rezervacij in vpisov na čakalni seznam, pošiljanje e-poštnih sporočil, kot so potrditve, povezave za prijavo in povabila k oceni, za prikaz vaših rezervacij ter za to, da lahko partnerji upravljajo rezervacije, ki ste jih opravili pri njih.',
          'Uporabljamo jih tudi za upravljanje naročnin in obračuna, delovanje funkcij umetne inteligence, prikaz analitike lastnikom o njihovi lastni ponudbi, preprečevanje goljufij in zlorab ter izpolnjevanje zakonskih obveznosti.',
          'Pravne podlage po GDPR so: izvajanje pogodbe (vaš račun, rezervacije in naročnine), zakonska obveznost (na primer hramba evidenc o rezervacijah in računovodskih evidenc), zakoniti interes (varnost, preprečevanje goljufij in izboljševanje storitve) ter privolitev, kadar jo zahtevamo; privolitev lahko kadar koli prekličete.',
          'Vaših osebnih podatkov ne prodajamo in jih ne uporabljamo za avtomatizirano odločanje, ki bi imelo za vas pravne ali podobno pomembne učinke.',
        ],
      },
      'ai-processing': {
        title: 'Obdelava z umetno inteligenco',
        paragraphs: [
          'Naše funkcije umetne inteligence (UI), torej klepetalni pomočnik, AI Sommelier, AI City Packs ter analiza ocen, predlogi za zasedene dni in analitika za lastnike, uporabljajo zunanje ponudnike UI. Ko jih uporabite, se besedilo, ki ga vnesete, pošlje ponudniku, da pripravi odgovor. Pri funkcijah za lastnike pošljemo tudi ocene (oceno, besedilo in datum) in podatke o zasedenosti njihove ponudbe, brez kontaktnih podatkov gostov.',
          'Ponudniki UI te podatke obdelujejo v našem imenu, da pripravijo odgovor. Pošljemo le tisto, kar zahteva potrebuje, vas pa prosimo, da v sporočila UI ne vključujete občutljivih osebnih podatkov.',
          'Pogovore z UI hranimo 90 dni, nato jih izbrišemo. Odgovori UI nastajajo samodejno in so lahko netočni; ne uporabljamo jih za odločanje o vas.',
        ],
      },
      sharing: {
        title: 'S kom delimo podatke',
        paragraphs: [
          'Partnerji: ko rezervirate mizo ali sobo, restavracija ali nastanitev prejme podatke o rezervaciji in vaše kontaktne podatke, da lahko rezervacijo izvede. Partner te podatke nato obdeluje kot samostojni upravljavec v skladu s svojimi pravili o zasebnosti.',
          'Obdelovalci, ki podatke obdelujejo v našem imenu: Stripe za kartična plačila in naročnine, zunanji ponudniki UI, ponudniki gostovanja, podatkovne baze, shranjevanja datotek in pošiljanja e-pošte ter storitev zemljevidov in lokacij, kadar iščete po lokaciji. Zunanja storitev za program priporočil prejme podatke, ki jih potrebuje za pripis priporočil priporočiteljem.',
          'Ocene, ki jih objavite, so javne in prikazane z imenom, ki ga navedete, ali anonimno, nikoli pa z vašim e-poštnim naslovom.',
          'Podatke lahko razkrijemo tudi, kadar to zahteva zakon, na primer sodišču ali drugemu državnemu organu, ali kadar je to potrebno za zaščito pravic in varnosti uporabnikov. Osebnih podatkov nikoli ne prodajamo.',
        ],
      },
      retention: {
        title: 'Koliko časa hranimo podatke',
        paragraphs: [
          'Podatki o računu: dokler računa ne izbrišete ali dokler račun ni neaktiven 3 leta; takrat ga izbrišemo.',
          'Podatki o rezervacijah miz in nastanitev: 7 let, zaradi računovodskih in drugih zakonskih obveznosti ter morebitnih sporov.',
          'Pogovori z UI: 90 dni.',
          'Po izteku teh rokov podatke izbrišemo ali jih trajno anonimiziramo. Izbris računa lahko kadar koli zahtevate prek spodaj navedenih kontaktnih podatkov.',
        ],
      },
      'gdpr-rights': {
        title: 'Vaše pravice po GDPR',
        paragraphs: [
          'Imate pravico do dostopa do svojih osebnih podatkov in njihove kopije, do popravka netočnih podatkov, do izbrisa (»pravica do pozabe«), do omejitve obdelave in do prenosljivosti podatkov v strukturirani, strojno berljivi obliki ter pravico, da ugovarjate obdelavi, ki temelji na našem zakonitem interesu. Če obdelava temelji na vaši privolitvi, jo lahko kadar koli prekličete.',
          `Za uveljavljanje katere koli od teh pravic nam pišite na ${email}. Odgovorili vam bomo v enem mesecu, kot določa GDPR, pred tem pa vas bomo morda prosili, da potrdite svojo identiteto.`,
          'Imate tudi pravico do pritožbe pri nadzornem organu. V Sloveniji je to Informacijski pooblaščenec (www.ip-rs.si); obrnete se lahko tudi na nadzorni organ v državi EU, v kateri živite ali delate.',
        ],
      },
      cookies: {
        title: 'Piškotki in sledenje priporočilom',
        paragraphs: [
          'Uporabljamo piškotke in podobno shrambo v brskalniku (na primer lokalno shrambo), ki jih TableStay potrebuje za delovanje: da ostanete prijavljeni, da si zapomnimo povezave za dostop do rezervacij, opravljenih na vaši napravi, in da si zapomnimo vaše nastavitve, na primer jezik.',
          'Sledenje priporočilom: če na TableStay pridete prek povezave priporočitelja, lahko zunanja storitev za program priporočil nastavi piškotek ali uporabi kodo priporočila, s katero zabeleži, kateri priporočitelj vas je napotil. Če nato sklenete naročnino, lahko tako priporočitelju pripišemo provizijo. Kadar to zahteva zakon, vas pred nastavitvijo takih nenujnih piškotkov prosimo za privolitev.',
          'Piškotke in lokalno shrambo lahko kadar koli izbrišete v nastavitvah brskalnika. V tem primeru se boste morda morali znova prijaviti, zabeleženo priporočilo pa se lahko izgubi.',
        ],
      },
      security: {
        title: 'Varnost',
        paragraphs: [
          'Podatke varujemo s tehničnimi in organizacijskimi ukrepi, med drugim s šifriranimi povezavami (HTTPS), z nadzorom dostopa, zaradi katerega lastniki vidijo le rezervacije svoje ponudbe, z neuganljivimi povezavami za dostop do posameznih rezervacij in z omejenim dostopom zaposlenih.',
          'Noben sistem ni popolnoma varen. Če bi kršitev varnosti osebnih podatkov verjetno ogrozila vaše pravice, bomo o njej obvestili nadzorni organ in, kadar je to potrebno, tudi vas, kot določa GDPR.',
          'Povezav za prijavo in gesla ne delite z drugimi, e-poštnih sporočil s povezavami za dostop do rezervacij pa ne posredujte osebam, ki jim ne zaupate.',
        ],
      },
      children: {
        title: 'Otroci',
        paragraphs: [
          `Platforma TableStay ni namenjena otrokom, mlajšim od ${MINIMUM_AGE} let, in od njih zavestno ne zbiramo osebnih podatkov.`,
          `Če menite, da nam je osebne podatke posredoval otrok, mlajši od ${MINIMUM_AGE} let, nam pišite na ${email} in podatke bomo izbrisali.`,
        ],
      },
      'international-transfers': {
        title: 'Prenos podatkov v tretje države',
        paragraphs: [
          'Podatke gostimo v Evropski uniji, kadar je to le mogoče.',
          'Nekateri naši obdelovalci, na primer ponudniki plačil, e-pošte ali UI, lahko podatke obdelujejo zunaj Evropskega gospodarskega prostora (EGP). V takih primerih prenos zavarujemo s standardnimi pogodbenimi klavzulami, ki jih je sprejela Evropska komisija, ali se opremo na sklep o ustreznosti, kadar ta obstaja.',
          'Več informacij o teh zaščitnih ukrepih ali njihovo kopijo lahko zahtevate prek spodaj navedenih kontaktnih podatkov.',
        ],
      },
      updates: {
        title: 'Spremembe politike zasebnosti',
        paragraphs: [
          'To politiko lahko posodobimo, kadar se spremenijo naše storitve ali zakonodaja. Datum na vrhu strani pove, kdaj je bila nazadnje posodobljena.',
          'O pomembnih spremembah vas bomo vnaprej obvestili po e-pošti ali z obvestilom na platformi TableStay. Če bo sprememba zahtevala vašo privolitev, vas bomo zanjo prosili.',
        ],
      },
      'dpo-contact': {
        title: 'Pooblaščena oseba za varstvo podatkov in kontakt',
        paragraphs: [
          `Upravljavec osebnih podatkov, opisanih v tej politiki, je TableStay. Z nami in z našo pooblaščeno osebo za varstvo podatkov se lahko povežete na ${email}.`,
          'Navedite, na kateri račun ali rezervacijo se nanaša vaša zahteva, da vam lahko hitreje pomagamo.',
          'Če z našim odgovorom niste zadovoljni, lahko vložite pritožbo pri Informacijskem pooblaščencu Republike Slovenije ali pri nadzornem organu v svoji državi EU.',
        ],
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

export function termsOfService(locale: LegalLocale, contactEmail: string): LegalDocument {
  const content = locale === 'sl' ? termsSl(contactEmail) : termsEn(contactEmail);
  return assemble(TERMS_SECTION_IDS, content);
}

export function privacyPolicy(locale: LegalLocale, contactEmail: string): LegalDocument {
  const content = locale === 'sl' ? privacySl(contactEmail) : privacyEn(contactEmail);
  return assemble(PRIVACY_SECTION_IDS, content);
}
