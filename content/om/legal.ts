// The first terms and privacy notice in Afaan Oromoo (version 1 of each; content/legal.ts holds the English).
import { CONTACT_LINKS } from '../shared/contactInfo';
import { builtInDocumentIn } from '../shared/legal';

const { email, phone } = CONTACT_LINKS;

export const builtInTerms: typeof import('../legal').builtInTerms = {
  title: 'Haalota itti fayyadamaa',
  body: `Haaloti kun yeroo marsariitii kanaan miseensummaa Waldaa Kaasaavaa Itoophiyaaf iyyattan, sagantaa isaa tokkoof galmooftan ykn ergaa barreessitan hojiirra oolu. Saanduqa xiqqaa unkaa bira jiru yoo mallatteessitan, haalota kanaa fi beeksisa icciitii keenyaa irratti walii galtanii jirtu.

## Waa'ee keenya
Waldaan Kaasaavaa Itoophiyaa waldaa biyyaalessaa qotee bultoota, adeemsistoota, alergootaa fi invastaroota qonnaa kaasaavaa ti. Waajjirri isaa ICT Park, Kutaa Magaalaa Boolee, Finfinnee (Saanduqa Poostaa 1042) keessa jira. ${email} ykn ${phone} irratti nu argachuu ni dandeessu.

## Miseensummaa
- Odeeffannoo dhugaa fi guutuu ergaa. Waajjirri osoo iyyannoo hin fudhatin dura, iyyannoo tokkoon tokkoon isaa fi nagahee kaffaltii miseensummaa ni mirkaneessa.
- Miseensummaan guyyaa waajjirri iyyannoo fudhate irraa jalqaba, waggaa tokkoof tura. Marsariitii kana irratti fuula "Miseensummaa Koo" irraa haaromsitu.
- Waajjirri iyyannoo tokko fudhachuu dhiisuu ni danda'a; sababa isaa imeelii isaa keessatti ni ibsa. Kaffaltiin iyyannoo hin fudhatamneef kaffalame ni deebi'a.
- Miseensi akka tarree miseensotaa ifaa keessatti mul'atu gaafate, dhaabbata isaa, maqaa isaa fi magaalaa isaa waliin ni mul'ata. Maqaan isaa tarree kana irraa yeroo kamiyyuu haqamuu ni danda'a.

## Sagantaalee
- Galmeen tokko namoota inni maqaa dhahuuf iddoo qabata. Yoo dhufuu dadhabdan, liinkii imeelii mirkaneessaa keessan keessa jiruun galmee keessan haqaa; akkasiin namni tarree eegumsaa irra jiru iddoo sana argata.
- Tikeetiin keessan kan dhuunfaa keessanii ti: balbala irratti agarsiisaa, bilbila keessan irratti ykn maxxansitanii.
- Waldichi yeroo ykn bakka sagantaa tokkoo jijjiiruu ni danda'a; nama galmaa'e hundaaf imeeliin ni beeksisa.

## Itti fayyadama marsariitii
Waan seeraan ala ta'e, soba ta'e ykn kan nama biraa ta'e hin erginaa. Qabiyyeen marsariitii kanaa (barreeffamoota, qajeelfamoota, gabaasaalee) kan waldichaa ti. Maqaa waldichaa yoo caqastan, daldalaaf osoo hin taane qooduu ni dandeessu.

## Jijjiirama haalota kanaa
Yeroo haaloti kun jijjiiraman, maxxansi haaraan guyyaa fi lakkoofsa isaa waliin asitti ni maxxanfama. Maxxansi isin irratti walii galtan iyyannoo ykn galmee keessan waliin ni kuufama.

## Seera
Haaloti kun seerota Rippabliika Dimokiraatawaa Federaalawaa Itoophiyaatiin bulu.`,
};

export const builtInPrivacy: typeof import('../legal').builtInPrivacy = {
  title: 'Beeksisa icciitii',
  body: `Waldaan Kaasaavaa Itoophiyaa odeeffannoo dhuunfaa marsariitii kanaan nuuf kennitan akka Labsiin Eegumsa Odeeffannoo Dhuunfaa Itoophiyaa Lakk. 1321/2016 (2024 ALA) ajajutti qabata. Beeksisni kun waan qabannu, maaliif akka qabannu, yeroo hammamiif akka qabannu, eenyu akka argu, akkasumas mirgoota keessan akkamitti akka itti fayyadamtan ibsa.

## Qaama itti gaafatamu
Waldaa Kaasaavaa Itoophiyaa, ICT Park, Kutaa Magaalaa Boolee, Finfinnee, Saanduqa Poostaa 1042. Waa'ee beeksisa kanaa gaaffii kamiifuu gara ${email} barreessaa ykn ${phone} irratti bilbilaa.

## Odeeffannoo nuti qabannu
- Iyyannoo miseensummaa: maqaa fi maqaa abbaa keessanii, teessoo imeelii, lakkoofsa bilbilaa, dhaabbata, teessoo, magaalaa, karoora miseensummaa, ergaa keessan, akkasumas tarree miseensotaa keessatti mul'achuu barbaaddan moo hin barbaanne.
- Nagahee kaffaltii: suuraa ykn PDF nagahee baankii kaffaltii keessanii.
- Galmee miseensaa: lakkoofsa miseensummaa, karoora miseensummaa, guyyoota miseensummaa keessanii fi mirkaneessa kaffaltii keessanii (lakkoofsa fi hamma).
- Galmee sagantaalee: maqaa, teessoo imeelii, lakkoofsa bilbilaa, dhaabbata, gahee hojii, hirmaattota, fedhii nyaataa fi fedhii biroo, tikeetii keessan, akkasumas yeroo balbala irratti mirkanaa'e.
- Ergaa nu quunnamuuf ergitan: maqaa, teessoo imeelii, lakkoofsa bilbilaa, dhaabbata fi waan barreessitan.
- Imeelota isiniif ergine, akkasumas yeroo "Miseensummaa Koo" seentan.
- Iyyannoo, galmee fi ergaa hunda waliin: gulaala sanadoota kanaa isa isinitti agarsiifame fi yeroo itti agarsiifame.

Daawwannaa fuulotaa kuukii malee, teessoo IP keessanis osoo hin qabatin lakkaa'na.

## Sababa itti qabannu
- Iyyannoo keessan gamaaggamuu fi miseensummaa keessan geggeessuuf (hayyama keessanii fi miseensummaa isin gaafattan irratti hundaa'uun).
- Sagantaa irratti iddoo keessan qabuuf, tikeetii keessan erguuf, balbala irrattis isin mirkaneessuuf.
- Ergaa keessaniif deebii kennuuf.
- Herrega waldichaa qabachuuf: mirkaneessi kaffaltii ragaa herregaa ti.

Odeeffannoo keessan hin gurgurru; beeksisa daldalaatiifis itti hin fayyadamnu.

## Kan odeeffannoo arguu danda'u
Hojjettoota waldichaa iyyannoo, sagantaalee fi ergaa qabatan qofatu arga. Tokkoon tokkoon isaanii herrega seensaa mataa isaatiin seena; jijjiiramni isaan godhan hundi ragaan isaa ni kuufama. Tarreen miseensotaa ifaa miseensota akka mul'atan gaafatan qofa agarsiisa; isaanis dhaabbata, maqaa fi magaalaa qofa. Imeeliin karaa dhiyeessaa tajaajila imeelii keenyaa ergama. Yoo seerri Itoophiyaa nu dirqisiise malee, odeeffannoo keessan nama biraaf hin kenninu.

## Yeroo itti qabannu
- Miseensota: hanga miseensa taatanitti; mirkaneessa kaffaltii immoo hanga seerri herregaa gaafatutti.
- Namoota miseensa hin taane: nagaheen, iyyannoon fi ergaan nu quunnamuuf ergame waggaa 2 erga nu ga'anii booda ni haqamu. Waajjirri yeroo biraa murteessuu ni danda'a; fuulli kun yeroo hojiirra jiru yeroo hundaa ni agarsiisa.
- Galmee sagantaalee: ragaa sagantaalee waldichaatiif ni qabanna; kan keessan akka haqamu gaafachuu ni dandeessu.

## Mirgoota keessan
Labsii Lakk. 1321/2016 jalatti mirgoota armaan gadii qabdu:
- waan waa'ee keessan qabannu beekuu fi garagalcha isaa argachuu;
- akka sirreeffamu gochuu;
- akka haqamu gochuu; wanti herregni qabachuu qabu, kan akka lakkoofsa fi hamma mirkaneessa kaffaltii, maqaa keessan malee ni kuufama;
- bakka biraatti geessuuf akka faayilii tokkootti argachuu;
- hayyama keessan yeroo kamiyyuu deebifachuu; kun waan achii booda ta'u ilaallata.

## Akkaataa gaaffii
Teessoo imeelii itti fayyadamtan irraa gara ${email} barreessaa, ykn waajjira keenya dhufaa (Wiixata hanga Jimaataatti, sa'aatii 2:30 ganama (08:30) hanga sa'aatii 11:30 guyyaa (17:30)). Waan barbaaddan ibsaa: garagalcha, sirreeffama ykn haquu. Guyyoota 30 keessatti deebii ni kennina. Deebii keenyatti yoo hin quufin, Abbaa Taayitaa Komunikeeshinii Itoophiyaa, isa eegumsa odeeffannoo dhuunfaa to'atutti komii dhiyeessuu ni dandeessu.

## Jijjiirama beeksisa kanaa
Yeroo beeksisni kun jijjiiramu, maxxansi haaraan guyyaa fi lakkoofsa isaa waliin asitti ni maxxanfama. Maxxansi isinitti agarsiifame waan ergitan waliin ni kuufama.`,
};

/** The first text of a document as the pages show it until the API answers (the pre-render, an offline phone). */
export const builtInDocument = builtInDocumentIn(builtInTerms, builtInPrivacy);
