// The words of the resources' documents (PDF) in Afaan Oromoo, made by scripts/resource-documents.ts into public/files/om/.
import type { DocumentText, ResourceDocumentId } from '../shared/documents';

export const documents: Record<ResourceDocumentId, DocumentText> = {
  'variety-trials': {
    sections: [
      {
        heading: 'Wanta yaalame',
        body: [
          "Gosoonni fooyya'an 6 gosa naannoo cinaatti, maasii qotee bultootaa Wolaayitaa, Sidaamaa fi Gaamoo keessatti waqtii 3f dhaabaman. Maasiin yaalii tokkoon tokkoon isaa dheerinni meetira 10, bal'inni meetira 10 ture. Biqiltuun meetira 1 fi meetira 1 wal irraa fagaatee dhaabame; ji'a 12tti sassaabame.",
        ],
      },
      {
        heading: "Bu'aa",
        body: [
          "Gosoonni filatamoo 3 heektaara tokkotti hidda haaraa toonii 28 hanga 34 kennaniiru; gosti naannoo toonii 17 qofa kenne. Qabiyyeen gogaa isaanii 32% hanga 36% ture. Kun daakuu fi kutaa gogaaf mijaa'aa dha.",
          'Waqtii 3ffaa irratti gosoonni 2 mallattoo dhukkuba sarara magaalaa gonkumaa jechuun hin agarsiifne. Gosti naannoo garuu hidda isaa keessaa harka shan keessaa tokko tortoraan dhabe.',
        ],
      },
      {
        heading: 'Gorsa keenya',
        body: [
          "Isin qotee bultoota adeemsistoota daakuutiif gurgurtan yoo taatan, gosoota qabiyyee gogaa olaanaa qaban dhaabaa. Muka sanyii bakkeewwan biqiltuu galmaa'an irraa qofa bitaa. Gosa naannoos kuusaadhaaf maasii xiqqaa irratti eegaa.",
        ],
      },
    ],
  },
  'cyanide-processing': {
    sections: [
      {
        heading: 'Barbaachisummaa isaa',
        body: [
          'Hiddi kaasaavaa wantoota saayaanaydii gadi lakkisan of keessaa qaba. Adeemsi gaariin isa hunda jechuun ni balleessa. Daakuun gurgurtaaf dhiyaatu sadarkaa biyyaalessaa daakuu kaasaavaa nyaataaf oolu guutuu qaba.',
        ],
      },
      {
        heading: "Bu'aa qorannichaa",
        body: [
          "Hidda qolli irraa baafamee soofame guyyaa 2 bukeessinee, achii hanga jiidhinni isaa 12% gadi ta'utti aduutti gogsine. Hiddi kun saayaanaydii isaa keessaa harka kudhan keessaa tokko gadi qofa hambise. Hidda guutuu guyyaa tokkoof bishaan keessa jiisuun gara walakkaa isaa balleesse.",
          "Kutaan gogaan qomaa furdaan gogsame keessi isaa jiidhaa ture; saayaanaydii hunda caalaa hambise. Kan qomaa qallaan qodaa gogsaa lafa irraa ol ka'e irratti diriirfame guyyaa aduu 2 keessatti goge.",
        ],
      },
      {
        heading: 'Tartiiba adeemsistoota xixiqqaaf',
        body: [
          "Guyyuma sassaabdan hidda qolaa baasaa, dhiqaa. Sirriitti soofaa; qodaa haguugame keessatti sa'aatii 48 bukeessaa; bishaan isaa cuunfaa baasaa; qomaa qallaan gogsaa. Osoo hin daakin dura, oomisha tokkoon tokkoon isaa meeshaa qorannoo saayaanaydiitiin qoraa.",
        ],
      },
    ],
  },
  'planting-guide': {
    sections: [
      {
        heading: 'Muka filachuu fi muruu',
        body: [
          "Biqiltuu fayya qabeessa umuriin isaa ji'a 8 hanga 18 ta'e irraa muka fudhadhaa. Billaa qara qabuun kutaa dheerinni isaa seentimeetira 20 hanga 25, kan jilba 5 hanga 7 qabu muraa. Guyyaa 3 keessatti dhaabaa.",
        ],
      },
      {
        heading: 'Fageenya dhaabaa fi makanii dhaabuu',
        body: [
          "Meetira 1 fi meetira 1 wal irraa fageessaa dhaabaa; kun heektaara tokkotti biqiltuu 10,000 naannoo ta'a. Ji'oota sadan jalqabaa keessatti, osoo baalli kaasaavaa lafa hin haguugin, sararoota gidduutti boqqolloo ykn baaqelaa dhaabuun ni danda'ama.",
        ],
      },
      {
        heading: 'Arama baasuu fi sassaabbii',
        body: [
          "Ji'a 1ffaa, 3ffaa fi 5ffaa irratti arama baasaa. Akka fedhii gabaatti ji'a 10 hanga 18 keessatti sassaabaa; hiddi sana caalaa turu akka mukaa jabaata. Kan guyyaa 2 keessatti gurguramuu ykn adeemsifamuu danda'u qofa sassaabaa.",
        ],
      },
    ],
  },
  'clean-cuttings': {
    sections: [
      {
        heading: 'Faayidaa muka sanyii qulqulluu',
        body: [
          "Dhukkubni sarara magaalaa fi dhukkubni mozaayikii muka sanyii keessaan daddarbu. Bakki biqiltuu biqiltuu dhukkuba irraa qulqulluu qofa baay'isu qotee bultootaaf midhaan fayyaan jalqabu kenna.",
        ],
      },
      {
        heading: 'Bakka biqiltuu geggeessuu',
        body: [
          "Sanyii mirkanaa'e irraa jalqabaa. Bakka biqiltuu maasii kaasaavaa biroo irraa yoo xiqqaate meetira 500 fageessaa dhaabaa. Torban lama lamaan sakatta'aa. Mukni sanyii garee tokkoon tokkoon isaa eessa akka deeme ragaa qabadhaa.",
        ],
      },
      {
        heading: 'Biqiltuu dhukkubsate buqqisanii balleessuu',
        body: [
          'Biqiltuu baala isaa irratti mozaayikii keelloo, ykn muka isaa irratti sarara magaalaa qabu kamiyyuu hidda isaa waliin buqqisaa, maasii irraa fagaatee gubaa. Maasii biqiltuu 20 keessaa tokko ol itti dhukkubsate irraa gonkumaa muka sanyii hin fudhatinaa.',
        ],
      },
    ],
  },
  'market-report': {
    sections: [
      {
        heading: 'Gatii',
        body: [
          'Kibba keessatti hiddi haaraan maasii irratti kiiloogiraamiin tokko 6 hanga 9 Birrii gurgurame; Finfinnee bira immoo hanga 12 Birrii. Kutaan gogaan 25 hanga 32 Birrii, daakuun immoo kiiloogiraamiin tokko 45 hanga 60 Birrii gurgurame.',
        ],
      },
      {
        heading: 'Fedhii',
        body: [
          "Manneen daabboo, oomishtoonni biskuutii fi kanneen istaarchii fayyadaman waan adeemsistoonni dhiyeessuu danda'an caalaa gaafataniiru. Bittoonni baay'een dhiyeessii ji'a ji'aan addaan hin citne fi daakuu sadarkaa biyyaalessaa guutu barbaadu.",
        ],
      },
      {
        heading: 'Carraa',
        body: [
          "Istaarchiin huccuu fi waraqaaf oolu ammallee alaa gala. Adeemsistoonni qulqullina tasgabbaa'aan gogsuu fi daakuu danda'an oomisha alaa galu kana keessaa gartokkee bakka buusuu ni danda'u.",
        ],
      },
    ],
  },
  newsletter: {
    sections: [
      {
        heading: "Bu'aa walgahichaa",
        body: [
          'Miseensonni karoora fi baajata waggaa raggaasisaniiru, miseensota boordii haaraa 2 filataniiru, Hawaasaa fi Asoosaatti waajjiraalee naannoo banuufis walii galaniiru.',
        ],
      },
      {
        heading: 'Sadarkaa daakuu haaraa',
        body: [
          "Sadarkaan biyyaalessaa daakuu kaasaavaa nyaataaf oolu jiidhina, saayaanaydii fi daaraa irratti daangaa kaa'a. Waldichi waqtii kana adeemsistootaaf guyyoota qorannoo ni qopheessa.",
        ],
      },
      {
        heading: 'Leenjii fi seenaa miseensaa',
        body: [
          'Leenjiin adeemsa kaasaavaa Onkoloolessa fi Sadaasa keessa kennama. Asoosaa keessatti gareen dubartootaa tokko amma waggaa guutuu daakuu gurgura; maashinii daakuu isaa 2ffaas bitateera.',
        ],
      },
    ],
  },
  'business-plan': {
    sections: [
      {
        heading: '1. Daldalicha',
        body: [
          'Maqaa dhaabbataa: ____________________',
          'Oomishaalee (daakuu, kutaa gogaa, istaarchii): ____________________',
          'Bakka fi iddoo hojii: ____________________',
        ],
      },
      {
        heading: '2. Investimantii',
        body: [
          'Gamoo fi iddoo: ________ Birrii',
          'Maashinoota (meeshaa soofuu, meeshaa cuunfaa, meeshaa gogsaa, maashinii daakuu): ________ Birrii',
          "Maallaqa hojii ji'a 3f: ________ Birrii",
        ],
      },
      {
        heading: "3. Baasii hojii ji'aa",
        body: [
          'Hidda haaraa: ________ kiiloogiraamii, kiiloogiraamii tokko ________ Birrii',
          'Mindaa: ________ Birrii',
          "Boba'aa, ibsaa fi bishaan: ________ Birrii",
          'Qodaa itti naqamu fi geejjiba: ________ Birrii',
        ],
      },
      {
        heading: '4. Dhiyeessii hiddaa',
        body: ['Qotee bultoota ykn waldaalee hojii gamtaa hidda dhiyeessan: ____________________', "Toonii ji'atti walii galame: ________"],
      },
      {
        heading: "5. Gurgurtaa fi socho'iinsa maallaqaa",
        body: [
          "Bittoota fi hamma ji'atti bitan: ____________________",
          'Gatii kiiloogiraamii tokkoo: ________ Birrii',
          "Galii irraa baasii hir'isuu, ji'a ji'aan waggaa jalqabaatiif: gabatee itti maxxansaa.",
        ],
      },
    ],
  },
  'policy-brief': {
    sections: [
      {
        heading: 'Dhimmicha',
        body: [
          "Itoophiyaan industirii huccuu, waraqaa fi nyaataa isheetiif istaarchii alaa galchiti. Kaasaavaan biyya keessatti oomishamee adeemsifamu baay'ee isaa dhiyeessuu ni danda'a.",
        ],
      },
      {
        heading: 'Gufuuwwan',
        body: [
          "Adeemsistoonni maallaqa hojii fi dandeettii gogsuu hin qaban. Hiddi warshaalee irraa fagaatee gurgurama. Bittoonnis qulqullinni tasgabbaa'aa ta'uu isaa irratti hin amanan.",
        ],
      },
      {
        heading: 'Wanta gargaaru',
        body: [
          'Liqii maashinoota adeemsaatiif, mallattoo qulqullinaa istaarchii biyya keessaatiif, akkasumas waliigaltee warshaalee waldaalee hojii gamtaa waliin walitti hidhee dhiyeessii hiddaa itti fufiinsa qabu mirkaneessu.',
        ],
      },
    ],
  },
  'machinery-industry': {
    sections: [
      {
        heading: 'Itoophiyaatti kan hojjetaman',
        body: [
          'Maashinoota adeemsa kaasaavaa Itoophiyaa keessatti hojiirra jiran keessaa gara harka afur keessaa sadii kan hojjetan warshaalee xixiqqaa biyya keessaa ti. Walumaa galatti namoota 461 qacaraniiru.',
        ],
      },
      {
        heading: 'Warshaalee xixiqqaa',
        body: [
          "Warshaaleen xixiqqaan Finfinnee, Hawaasaa fi Wolaayitaa Sooddoo keessa jiran meeshaa soofuu, meeshaa cuunfaa, meeshaa ciccirsaa, meeshaa gogsaa fi maashinii daakuu hojjetu. Tokko tokko isaanii amma meeshaa gogsaa ariifataa hojjetu; meeshaan kun yeroo gogsuu guyyoota irraa gara sa'aatiitti gabaabsa.",
        ],
      },
      {
        heading: 'Wanta isaan barbaachisu',
        body: [
          "Sibiila hin daanno'ne gatii madaalawaan, leenjii akkaataa meeshaan nageenya nyaataaf mijaa'u itti qophaa'u, akkasumas bittoota qoodanii kaffaluu danda'an.",
        ],
      },
    ],
  },
  finance: {
    sections: [
      {
        heading: 'Maddoota liqii',
        body: [
          "Baankonni maashinii fi gamoodhaaf wabii irratti hundaa'anii liqeessu. Dhaabbileen liqii fi qusannoo gareewwaniif maallaqa xiqqaa, yeroo baay'ee wabii malee, liqeessu. Dhiyeessitoonni galtee tokko tokko muka sanyii fi xaa'oo hanga yeroo sassaabbiitti liqiin kennu.",
        ],
      },
      {
        heading: 'Maashinii kireeffachuu',
        body: [
          "Dhaabbileen liizii meeshaalee kaappitaalaa maashinicha bitanii isinitti kireessu; kaffaltii dhumaa booda maashinichi kan keessanii ta'a. Yeroo baay'ee kaffaltii duraa 20% gaafatama.",
        ],
      },
      {
        heading: 'Karoora baankiin fudhatu',
        body: [
          "Liqeessaaf dhiyeessii hiddaa keessan, bittoota keessan, akkasumas socho'iinsa maallaqaa ji'a ji'aan waggaa jalqabaatiif agarsiisaa. Unkaan karoora daldalaa waldichaa kanneen kana hunda gaafata.",
        ],
      },
    ],
  },
  'training-course': {
    sections: [
      {
        heading: 'Hirmaattota leenjii',
        body: [
          'Hojjettoota adeemsistoota daakuu, kutaa gogaa fi istaarchii, akkasumas miseensota waldaalee hojii gamtaa kanneen adeemsa kaasaavaa jalqabuuf karoorfatan.',
        ],
      },
      {
        heading: 'Guyyoota shanan',
        body: [
          'Guyyaa 1ffaa: qulqullina fi iddoo hojii qulqulluu. Guyyaa 2ffaa: saayaanaydii fi akkaataa itti balleessan. Guyyaa 3ffaa: gogsuu. Guyyaa 4ffaa: daakuu, qodaatti naquu fi mallattoo qodaa. Guyyaa 5ffaa: ragaa qulqullinaa fi qormaata hojii.',
        ],
      },
      {
        heading: 'Waraqaa ragaa fi galmee',
        body: [
          "Warri qormaata hojii darban waraqaa ragaa waldichaa ni argatu. Galmaa'uuf gara info@cassava.org.et barreessaa ykn +251 11 555 0142 irratti bilbilaa.",
        ],
      },
    ],
  },
  'handbook-sample': {
    sections: [
      {
        heading: "Waa'ee fakkeenya kanaa",
        body: [
          'Fakkeenyi kun qabiyyee kitaabichaa fi jalqaba boqonnaa muka sanyii irratti barreeffame qaba. Kitaabni guutuun boqonnaa 8 keessatti fuula 240 qaba. Gabatee, suuraa fi hiika jechoota inni itti fayyadamu Afaan Amaaraatiin kenname qaba.',
          'Garagalcha maxxanfame ajajuuf gara info@cassava.org.et barreessaa ykn +251 11 555 0142 irratti bilbilaa.',
        ],
      },
      {
        heading: 'Qabiyyee',
        body: [
          '1. Kaasaavaa Itoophiyaa keessatti: bakka itti biqilu fi eenyu akka oomishu',
          "2. Gosoota nyaataaf, daakuu fi istaarchiif ta'an",
          '3. Muka sanyii: muka sanyii qulqulluu fi bakkeewwan biqiltuu',
          '4. Midhaan guddisuu: lafa, fageenya dhaabaa, arama fi ilbiisota miidhaa geessisan',
          '5. Sassaabbii fi kunuunsa hidda haaraa',
          '6. Adeemsa: kutaa gogaa, daakuu, istaarchii fi hamma saayaanaydii nageenya qabu',
          '7. Oomishaalee fi gabaa: gatii, bittoota fi waliigaltee',
          '8. Imaammata, sadarkaalee fi maallaqa',
        ],
      },
      {
        heading: 'Boqonnaa 3 irraa: muka sanyii',
        body: [
          "Miidhaan dhukkubni maasii kaasaavaa irraan ga'u baay'een isaa muka dhaabamu irraa jalqaba. Mukni biqiltuu dhukkuba sarara magaalaa ykn mozaayikii qabu irraa murame vaayirasicha gara maasii haaraatti geessa. Biqiltuun isa irraa guddatan oomisha xiqqaa kennu; biqiltuu ollaa isaaniis ni dhukkubsiisu.",
          "Biqiltuu fayya qabeessa umuriin isaanii ji'a 8 hanga 18 ta'e qofa irraa muka fudhadhaa. Bakka biqiltuu galmaa'e irraa, ykn maasii waqtii guutuu hordofaa turtan irraa fudhadhaa. Kutaa dheerinni isaa seentimeetira 20 hanga 25, jilba 5 hanga 7 qabu muraa; guyyaa 3 keessatti dhaabaa.",
          "Boqonnaan kun itti fufee ibsa: waldaan hojii gamtaa akkamitti bakka biqiltuu akka hundeessu, sakatta'oonni akkamitti akka mirkaneessan, akkasumas sanyiin qulqulluun waqtii tokko irraa gara waqtii itti aanutti akkamitti akka eegamu.",
        ],
      },
    ],
  },
};
