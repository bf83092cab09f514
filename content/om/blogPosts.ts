// The built-in blog posts in Afaan Oromoo: the same posts as the English (ids, days, links), with their full text.
import type { BlogPost } from '../../contract/content';
import { builtInBlogPostsIn } from '../shared/blogPosts';

const SECRETARIAT = 'Waajjira Waldaa';

export const builtInBlogPosts: BlogPost[] = builtInBlogPostsIn({
  'assembly-2019-registration-open': {
    title: 'Galmeen Walgahii Waliigalaa Waggaa 2019 ALI banameera',
    description:
      "Walgahichi 27 fi 28 Hagayya 2019 ALI (2 fi 3 Fulbaana 2027 ALA) ICT Park, Finfinnee keessatti geggeeffama. Miseensonnii fi keessummoonni amma galmaa'uu ni danda'u.",
    tags: ['walgahii', 'finfinnee', 'miseensota'],
    author: SECRETARIAT,
    content: null,
  },
  'wolaita-cooperative-doubles-yield': {
    title: "Waldaa hojii gamtaa Wolaayitaa: muka sanyii qulqulluun oomishni kaasaavaa dachaa lama ta'e",
    description:
      "Miseensonni waldaa hojii gamtaa Sooddoo Zuriyaa keessaa mukkeen sanyii moofaa vaayirasiin qabaman dhiisanii, muka sanyii qulqulluu maasii agarsiisaa irraa fudhatanii dhaaban. Waqtii lama booda oomishni isaanii dachaa lama ta'eera.",
    tags: ['muka-sanyii', 'wolaayitaa', 'oomisha'],
    author: 'Dr. Ganat Abbabaa',
    content: `<p>Qotee bultoonni waldaa hojii gamtaa Sooddoo Zuriyaa, Wolaayitaa, waggoota hedduuf muka maasii ofii isaanii irraa muran dhaabaa turan. Baalli isaa ni maramee keelloo ta'a ture. Heektaara tokko irraa hidda toonii 12 hin caalle argatu turan.</p>
<h2>Muka sanyii qulqulluu maasii agarsiisaa irraa</h2>
<p>Bara 2017 ALI waldaan hojii gamtaa kun maasii agarsiisaa waldichaa Arekaa bira jiru irraa muka sanyii qulqulluu gosa fooyya'e 40,000 fudhate. Ogeeyyiin misoomaa miseensota 120 leenjisan: fageenya dhaabaa, arama baasuu fi biqiltuu dhukkubsate buqqisanii balleessuu.</p>
<h2>Waqtii lama booda</h2>
<p>Sassaabbii darbe irratti maasiiwwan waldaa hojii gamtaa kanaa giddugaleessaan heektaara tokkotti hidda toonii 25 kennaniiru. Amma adeemsisaan istaarchii Hawaasaa keessa jiru tokko waliigalteedhaan hidda isaanii bita. Waldaan hojii gamtaa kun gandoota ollaa isaatiif muka sanyii dhiyeessuuf bakka biqiltuu mataa isaa baneera.</p>
<blockquote><p>&ldquo;Duraan gabaa naannoo keessatti gatii nuuf kenname kamiinuu gurgurra turre. Amma osoo hin sassaabin dura gatii keenya ni beekna.&rdquo; &mdash; dura taa'ituu waldaa hojii gamtaa kanaa</p></blockquote>`,
  },
  'jimma-processor-local-dryer': {
    title: 'Adeemsisaan Jimmaa tokko meeshaa gogsaa ariifataa Finfinneetti hojjetameen yeroo gogsuu gabaabse',
    description:
      "Warshaan istaarchii fi daakuu Jimmaa keessaa tokko aduutti gogsuu dhiisee, meeshaa gogsaa ariifataa warshaa xiqqaa biyya keessaatiin hojjetame fayyadamuu jalqabe. Oomishni isaa dachaa sadii ta'eera; daakuun isaas amma sadarkaa nyaataa guuta.",
    tags: ['adeemsa', 'maashinii', 'jimmaa'],
    author: 'Obbo Bakalee Guddataa',
    content: `<p>Kaasaavaa soofame sheeraa irratti aduutti gogsuun, yeroo roobaa guyyaa sadii fudhata ture. Baay'een isaa ni bada ture. Warshaan kun guyyaatti hidda haaraa toonii afur qofa adeemsisuu danda'a ture.</p>
<h2>Itoophiyaatti kan hojjetame</h2>
<p>Karaa waldichaa, warshaan kun warshaa maashinii Finfinnee keessa jiru tokko waliin wal bare. Warshaan maashinii kun duraanuu miseensotaaf meeshaa soofuu fi meeshaa cuunfaa hojjetee ture. Waliin ta'uun meeshaa gogsaa ariifataa qopheessan. Meeshaan kun qoraan qolaa kaasaavaa irraa tolfameen hojjeta.</p>
<p>Warshaan kun amma guyyaatti toonii kudha lama adeemsisa. Namoota dabalataa 28 qacareera. Gareewwan oomishtootaa sagal naannoo Jimmaa jiran irraas hidda bita.</p>`,
  },
  'benishangul-women-group-flour': {
    title: 'Dubartoonni Asoosaa kaasaavaa daldala waggaa guutuu godhan',
    description:
      'Gareen dubartoota 35 kan Asoosaa, Beenishaangul-Gumuz, keessa jiru amma manneen daabboo fi manneen barumsaatiif daakuu kaasaavaa qulqullina olaanaa qabu daaka. Sassaabbii lamaan gidduuttis galii argata.',
    tags: ['dubartoota', 'daakuu', 'beenishaangul-gumuz'],
    author: 'Aadde Hiruut Alamuu',
    content: `<p>Dubartoonni kun meeshaa soofuu harkaa fi meeshaa cuunfaa ergifatan tokkoon jalqaban. Leenjii adeemsa kaasaavaa waldichi qopheesse erga fudhatanii booda, meeshaa soofuu motoraan hojjetu bituuf liqii xiqqaa fudhatan. Mana gogsaas ijaaran.</p>
<p>Daakuun isaanii amma Asoosaa keessatti manneen daabboo sadiif, akkasumas manneen barumsaa lama nyaata barattootaaf qopheessaniif gurgurama. Gareen kunis kurmaana hundaa bu'aa irraa qooda miseensota isaatiif kaffala.</p>`,
  },
  'national-standard-cassava-flour': {
    title: 'Sadarkaan biyyaalessaa daakuu kaasaavaa nyaataaf oolu raggaasifame',
    description:
      "Ejensiin Sadarkaalee Itoophiyaa sadarkaa daakuu kaasaavaa nyaataaf oolu, qulqullina olaanaa qabu, raggaasiseera. Sadarkaan kun adeemsistoota waldichaa fi michoota qorannoo isaa waliin qophaa'e.",
    tags: ['imaammata', 'sadarkaalee', 'nageenya-nyaataa'],
    author: SECRETARIAT,
    content: `<p>Sadarkaan haaraan kun jiidhina, hamma saayaanaydii, daaraa fi xiqqina firii daakuu irratti daangaa kaa'a. Adeemsistootaaf kaayyoo ifa ta'e kenna. Manneen daabboo fi oomishtoonni nyaataa daakuu qamadii alaa galchan keessaa gartokkee daakuu kaasaavaatiin bakka buusuuf akka amanataniif gargaara.</p>
<p>Waldichi Hawaasaa, Jimmaa fi Finfinneetti adeemsistootaaf leenjii ni qopheessa. Leenjiin kun daakuu isaanii akkamitti akka qoranii fi akkamitti akka mirkaneessisan ni barsiisa.</p>`,
  },
  'new-board-members': {
    title: 'Miseensonni walgahii 2018 ALI irratti boordii haaraa filatan',
    description:
      'Walgahiin waliigalaa 28 Hagayya 2018 ALI (3 Fulbaana 2026 ALA) geggeeffame miseensota boordii 5 filateera. Herrega waggaa fi karoora hojii waggaa itti aanuus raggaasiseera.',
    tags: ['bulchiinsa', 'walgahii'],
    author: SECRETARIAT,
    content: null,
  },
  'assembly-2018-highlights': {
    title: 'Walgahii Waliigalaa Waggaa 2018 ALI: wantoota ijoo',
    description:
      'Hirmaattota 640, waliigaltee dhiyeessii 38 gareewwan oomishtootaa fi adeemsistoota gidduutti mallatteeffame, akkasumas meeshaalee gogsaa ariifataa haaraa biyya keessatti hojjetaman 3 agarsiisaaf dhiyaatan.',
    tags: ['walgahii', 'agarsiisa', 'walgahii-daldalaa'],
    author: SECRETARIAT,
    content: `<p>Guyyoota lamaaf ICT Park, Finfinnee keessatti qotee bultoonni, adeemsistoonni, alergoonnii fi qorattoonni waggaa industiriin kun itti saffisaan guddate gamaaggamaniiru.</p>
<ul><li>Gareewwan oomishtootaa fi adeemsistoota gidduutti waliigalteen dhiyeessii 38 mallatteeffameera</li><li>Meeshaaleen gogsaa ariifataa 3 fi meeshaan soofuu socho'aa 1, warshaalee Itoophiyaatiin hojjetaman, yeroo jalqabaaf agarsiifamaniiru</li><li>Giddugalli Qorannoo Qonnaa Hawaasaa gosoota fooyya'an 2 dhiyeesseera</li></ul>
<p>Dhiyeessiiwwan marii ogeeyyii irratti taasifaman fuula qabeenya odeeffannoo irratti argamu.</p>`,
  },
  'field-day-areka': {
    title: 'Guyyaa dirree maasii agarsiisaa Arekaa irratti',
    description:
      "Qotee bultoonni 300 ol gosoota fooyya'an wal bira qabanii ilaaluu fi muka sanyii qulqulluu akkamitti akka oomishan barachuuf maasii agarsiisaa Arekaa daawwataniiru.",
    tags: ['leenjii', 'guyyaa-dirree', 'wolaayitaa'],
    author: 'Dr. Ganat Abbabaa',
    content: null,
  },
  'cassava-brown-streak-research': {
    title: 'Dhukkuba sarara magaalaa kaasaavaa: wanta michoonni qorannoo keenyaa argatan',
    description:
      "Cuunfaa hordoffii waqtii lamaa kibba Itoophiyaa keessatti geggeeffame, akkasumas qotee bultoonni dhukkuba kana maasii isaanii irraa ittisuuf amma maal gochuu akka danda'an.",
    tags: ['qorannoo', 'dhukkuba', 'hordoffii'],
    author: 'Dr. Almaaz Tasfaayee',
    content: `<p>Dhukkubni sarara magaalaa kaasaavaa Afrikaa Bahaa keessatti oomisha baay'ee balleesseera. Hordoffiin dhaabbilee michuu keenyaa hanga ammaatti Itoophiyaa keessatti isa hin mirkaneessine. Garuu mukni sanyii osoo hin qoratamin daangaa ce'u hundi sodaa kana guddisa.</p>
<h2>Wanta qotee bultoonni gochuu danda'an</h2>
<ul><li>Muka sanyii qulqulluu madda beekamaa irraa qofa dhaabaa</li><li>Biqiltuu mukni isaa sarara qabu ykn hiddi isaa tortore buqqisaatii gubaa</li><li>Mallattoo shakkisiisaa yoo argitan, waajjira qonnaa isinitti dhiyoo jirutti himaa</li></ul>`,
  },
  'cassava-market-report-2018': {
    title: 'Gabaasa gabaa kaasaavaa: gatii fi fedhii bara 2018 ALI',
    description:
      "Adeemsistoonni istaarchii fi daakuu waan babal'ataniif, gatiin hidda haaraa naannoo hundatti dabaleera. Gabaasni guutuun fuula qabeenya odeeffannoo irratti argama.",
    tags: ['gabaa', 'gatii', 'gabaasa'],
    author: 'Obbo Daawit Mangistuu',
    content: null,
  },
});
