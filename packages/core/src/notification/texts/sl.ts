import { euros, formatDate, formatEur, nightsText, people, shortDate } from '../format';
import type { EmailTexts } from './types';

const when = (d: { date: string; time: string }) => `${shortDate('sl', d.date)} ${d.time}`;
const span = (d: { checkIn: string; checkOut: string }) => `${shortDate('sl', d.checkIn)} – ${shortDate('sl', d.checkOut)}`;
const longWhen = (f: { date: string; time: string }) => `${formatDate('sl', f.date)} ${f.time.slice(0, 5)}`;
const stayWhen = (f: { checkIn: string; checkOut: string }) => `${formatDate('sl', f.checkIn)} – ${formatDate('sl', f.checkOut)}`;

export const sl: EmailTexts = {
  magicLink: () => ({
    subject: 'Vaša povezava za prijavo',
    lines: ['Kliknite spodnjo povezavo za prijavo. Velja 15 minut in jo lahko uporabite enkrat.', 'Če prijave niste zahtevali, to sporočilo prezrite.'],
    label: 'Prijava',
  }),
  passwordReset: () => ({
    subject: 'Ponastavitev gesla',
    lines: ['Prejeli smo zahtevo za ponastavitev vašega gesla. Povezava velja 60 minut.', 'Če tega niste zahtevali, to sporočilo prezrite.'],
    label: 'Nastavi novo geslo',
  }),
  accountExists: () => ({
    subject: 'Račun že obstaja',
    lines: ['Nekdo je poskušal ustvariti račun s tem e-naslovom, ki že ima račun.', 'Če ste to bili vi, se prijavite ali ponastavite geslo.'],
    label: 'Prijava',
  }),
  reviewPrompt: (venue) => ({
    subject: `Kako je bilo v ${venue}?`,
    lines: [`Hvala za obisk v ${venue}.`, 'Vaše mnenje pomaga drugim gostom in gostitelju. Vzame le minuto.'],
    label: 'Oddajte oceno',
  }),
  reservationReceived: (d) => ({
    subject: `Rezervacija prejeta – plačajte varščino (${d.venue})`,
    lines: [
      `Pozdravljeni, ${d.guestName}.`,
      `Za vas držimo mizo v ${d.venue}: ${when(d)}, ${people('sl', d.partySize)}.`,
      `Za potrditev plačajte varščino ${euros('sl', d.depositEur)} EUR v ${d.holdMinutes} minutah; nato mizo sprostimo za druge goste.`,
      'Varščino plačate neposredno restavraciji.',
    ],
    label: 'Plačaj varščino',
  }),
  waitlistJoined: (d) => ({
    subject: `Na čakalni listi ste (${d.venue})`,
    lines: [
      `Pozdravljeni, ${d.guestName}.`,
      `${d.venue} je ob ${when(d)} polno zaseden, zato smo vas (${people('sl', d.partySize)}) uvrstili na čakalno listo.`,
      'Ko se miza sprosti, vam jo po vrstnem redu prijave ponudimo po e-pošti. Svoje mesto v vrsti vidite na spodnji povezavi.',
    ],
    label: 'Moje mesto na čakalni listi',
  }),
  waitlistOffer: (d) => ({
    subject: `Miza se je sprostila: ${d.venue}, ${when(d)}`,
    lines: [
      `Pozdravljeni, ${d.guestName}.`,
      `V ${d.venue} se je sprostila miza ob ${when(d)} za ${people('sl', d.partySize)}. Do nje ste prvi na vrsti.`,
      `Mizo za vas držimo ${d.offerMinutes} minut. Če je v tem času ne potrdite, jo ponudimo naslednjemu gostu.`,
    ],
    label: 'Rezerviraj mizo',
  }),
  reservationCancelled: (d) => ({
    subject: `Rezervacija preklicana (${d.venue})`,
    lines: [
      `Pozdravljeni, ${d.guestName}.`,
      `Vaša rezervacija v ${d.venue} (${when(d)}, ${people('sl', d.partySize)}) je preklicana.`,
      'Upamo, da se kmalu vidimo.',
    ],
    label: 'Nova rezervacija',
  }),
  stayBookingReceived: (d) => ({
    subject: `Rezervacija prejeta – plačajte varščino (${d.property})`,
    lines: [
      `Pozdravljeni, ${d.guestName}.`,
      `Za vas držimo sobo v ${d.property}: ${d.roomType}, ${span(d)} (${nightsText('sl', d.nights)}), ${people('sl', d.guests)}.`,
      `Cena bivanja: ${euros('sl', d.totalEur)} EUR.`,
      `Za potrditev plačajte varščino ${euros('sl', d.depositEur)} EUR v ${d.holdMinutes} minutah; nato sobo sprostimo za druge goste.`,
      'Varščino plačate neposredno nastanitvi.',
    ],
    label: 'Plačaj varščino',
  }),
  tripConfirmed: (f) => ({
    subject: `Vaše potovanje: ${f.city}`,
    lines: [
      `Pozdravljeni, ${f.guestName}.`,
      `Vaše bivanje v ${f.property} (${f.roomType}): ${span(f)} (${nightsText('sl', f.nights)}), ${people('sl', f.guests)}, varščina ${euros('sl', f.stayDepositEur)} EUR.`,
      ...f.dinners.map((d) => `Večerja v ${d.venue}: ${when(d)}, ${people('sl', d.partySize)}, varščina ${euros('sl', d.depositEur)} EUR.`),
      ...(f.payBy ? [`Držimo do ${f.payBy}: varščine do takrat plačajte na strani potovanja.`] : []),
      'Vsaka varščina se plača neposredno ponudniku. Mize, ki niso plačane pravočasno, se sprostijo posamično; preostanek potovanja ostane.',
    ],
    label: 'Ogled potovanja',
  }),
  tripPaid: (f) => ({
    subject: `Potovanje potrjeno: ${f.city}`,
    lines: [
      `Pozdravljeni, ${f.guestName}.`,
      f.stayPaid
        ? `Plačano in potrjeno: bivanje v ${f.property} (${f.roomType}), ${span(f)} (${nightsText('sl', f.nights)}), varščina ${euros('sl', f.stayDepositEur)} EUR.`
        : `Bivanje v ${f.property} ni bilo plačano pravočasno, zato smo ga sprostili.`,
      ...f.dinners.map(
        (d) => `Plačano in potrjeno: večerja v ${d.venue}, ${when(d)}, ${people('sl', d.partySize)}, varščina ${euros('sl', d.depositEur)} EUR.`,
      ),
      'Vsaka varščina je šla neposredno ponudniku. Datoteka za koledar na strani potovanja ima vse datume.',
    ],
    label: 'Ogled potovanja',
  }),
  tripCancelled: (f) => ({
    subject: `Potovanje preklicano: ${f.city}`,
    lines: [
      `Pozdravljeni, ${f.guestName}.`,
      `Preklicano: bivanje v ${f.property} (${f.roomType}), ${span(f)}.`,
      ...f.dinners.map((d) => `Preklicano: večerja v ${d.venue}, ${when(d)}.`),
      ...f.kept.map((d) => `Še vedno rezervirano: večerja v ${d.venue}, ${when(d)}.`),
      'Upamo, da se kmalu vidimo.',
    ],
    label: 'Ogled potovanja',
  }),
  stayBookingCancelled: (d) => ({
    subject: `Rezervacija preklicana (${d.property})`,
    lines: [
      `Pozdravljeni, ${d.guestName}.`,
      `Vaša rezervacija v ${d.property} (${d.roomType}, ${span(d)}, ${people('sl', d.guests)}) je preklicana.`,
      'Upamo, da se kmalu vidimo.',
    ],
    label: 'Nova rezervacija',
  }),
  channelConflict: (d) => ({
    subject: `Dvojna rezervacija: soba ${d.room}, ${d.property}`,
    lines: [
      `Koledar, ki ga uvažate iz ${d.channel}, prodaja sobo ${d.room} za ${stayWhen({ checkIn: d.channelStart, checkOut: d.channelEnd })}${d.summary ? ` (»${d.summary}«)` : ''}.`,
      `Bivanje, rezervirano tukaj, drži isto sobo za nekatere od teh noči: ${d.guestName}, ${stayWhen(d)}.`,
      'Nič ni bilo spremenjeno. Premaknite ali prekličite eno od obeh, tukaj ali pri kanalu.',
    ],
    label: 'Odpri nadzorno ploščo nastanitev',
  }),
  reservationAskedAgain: (d) => ({
    subject: `Mizo v ${d.venue} za vas že držimo`,
    lines: [
      `Pozdravljeni, ${d.guestName}.`,
      `Nekdo je s tem e-naslovom želel rezervirati ${d.venue} ob ${when(d)}. Tam za vas že držimo mizo (${people('sl', d.partySize)}), zato druge nismo zadržali.`,
      'Spodnja povezava odpre vašo rezervacijo, kjer lahko plačate varščino, preden zadržanje poteče. Poslali smo jo samo vam.',
      'Če to niste bili vi, to sporočilo prezrite.',
    ],
    label: 'Plačaj varščino',
  }),
  waitlistAskedAgain: (d) => ({
    subject: `Na čakalni listi ste že (${d.venue})`,
    lines: [
      `Pozdravljeni, ${d.guestName}.`,
      `Nekdo se je s tem e-naslovom želel uvrstiti na čakalno listo ${d.venue} ob ${when(d)}. Vi (${people('sl', d.partySize)}) ste na njej že, zato vas nismo dodali še enkrat.`,
      'Svoje mesto v vrsti vidite na spodnji povezavi. Poslali smo jo samo vam.',
      'Če to niste bili vi, to sporočilo prezrite.',
    ],
    label: 'Moje mesto na čakalni listi',
  }),
  stayAskedAgain: (d) => ({
    subject: `Sobo v ${d.property} za vas že držimo`,
    lines: [
      `Pozdravljeni, ${d.guestName}.`,
      `Nekdo je s tem e-naslovom želel rezervirati ${d.roomType} v ${d.property}, ${span(d)}. Tam za vas že držimo sobo (${nightsText('sl', d.nights)}, ${people('sl', d.guests)}), zato druge nismo zadržali.`,
      'Spodnja povezava odpre vašo rezervacijo, kjer lahko plačate varščino, preden zadržanje poteče. Poslali smo jo samo vam.',
      'Če to niste bili vi, to sporočilo prezrite.',
    ],
    label: 'Plačaj varščino',
  }),
  depositConfirmed: (f) => ({
    subject: `Rezervacija potrjena: ${f.venue}`,
    lines: [
      `Hvala! Prejeli smo vašo varščino, vaša miza v ${f.venue} je potrjena.`,
      `Datum: ${formatDate('sl', f.date)}`,
      `Ura: ${f.time.slice(0, 5)}`,
      `Število oseb: ${people('sl', f.partySize)}`,
      `Plačana varščina: ${formatEur('sl', f.amountEur)}`,
    ],
    label: 'Ogled rezervacije',
  }),
  stayConfirmed: (f) => ({
    subject: `Bivanje potrjeno: ${f.property}`,
    lines: [
      `Hvala! Prejeli smo vašo varščino, vaše bivanje v ${f.property} je potrjeno.`,
      `Soba: ${f.roomType}`,
      `Prihod: ${formatDate('sl', f.checkIn)}`,
      `Odhod: ${formatDate('sl', f.checkOut)}`,
      `Število noči: ${nightsText('sl', f.nights)}`,
      `Število oseb: ${people('sl', f.guests)}`,
      `Plačana varščina: ${formatEur('sl', f.amountEur)}`,
    ],
    label: 'Ogled rezervacije',
  }),
  depositRefundReason: (reason, f) => {
    const amount = formatEur('sl', f.amountEur);
    return {
      released: `Vaša varščina ${amount} za ${f.venue} (${longWhen(f)}) je prispela, ko je bila začasna rezervacija mize že sproščena, zato rezervacija ni potrjena.`,
      duplicate: `Rezervacija v ${f.venue} (${longWhen(f)}) je bila že plačana, zato smo drugo plačilo ${amount} vrnili.`,
      mismatch: `Plačilo ${amount} za ${f.venue} (${longWhen(f)}) se ne ujema z varščino te rezervacije, zato smo ga vrnili.`,
    }[reason];
  },
  stayRefundReason: (reason, f) => {
    const amount = formatEur('sl', f.amountEur);
    return {
      released: `Vaša varščina ${amount} za ${f.property} (${stayWhen(f)}) je prispela, ko je bila začasna rezervacija sobe že sproščena in soba ni več prosta, zato rezervacija ni potrjena.`,
      duplicate: `Bivanje v ${f.property} (${stayWhen(f)}) je bilo že plačano, zato smo drugo plačilo ${amount} vrnili.`,
      mismatch: `Plačilo ${amount} za ${f.property} (${stayWhen(f)}) se ne ujema z varščino te rezervacije, zato smo ga vrnili.`,
    }[reason];
  },
  refund: {
    subject: (name) => `Varščina za ${name} je vrnjena`,
    card: 'Celoten znesek je vrnjen na vašo kartico; običajno je viden v 5–10 delovnih dneh.',
    bookAgain: 'Rezervirajte znova',
    viewReservation: 'Ogled rezervacije',
    viewBooking: 'Ogled rezervacije',
  },
};
