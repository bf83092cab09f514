// The built-in blog posts: seeded once into the database, and shown when the blog call fails.
import type { BlogPost } from '../contract/content';
import { builtInBlogPostsIn } from './shared/blogPosts';

export const builtInBlogPosts: BlogPost[] = builtInBlogPostsIn({
  'assembly-2019-registration-open': {
    title: 'Registration is open for the 2019 E.C. Annual General Assembly',
    description:
      'The assembly meets on 27 and 28 Nehase 2019 (2 and 3 September 2027) at the ICT Park in Addis Ababa. Members and guests can register now.',
    author: 'Secretariat',
    content: null,
  },
  'wolaita-cooperative-doubles-yield': {
    title: 'How a Wolaita cooperative doubled its cassava yield with clean cuttings',
    description:
      'Members of a cooperative in Sodo Zuria replaced their old, virus-infected stems with clean cuttings from a demonstration farm. Two seasons later, their yields have doubled.',
    author: 'Dr. Genet Abebe',
    content: `<p>For years the farmers of a cooperative in Sodo Zuria, Wolaita, planted stems cut from their own fields. The leaves curled and yellowed, and a hectare gave them barely 12 tonnes of roots.</p>
<h2>Clean cuttings from the demonstration farm</h2>
<p>In 2017 E.C. the cooperative took 40,000 clean cuttings of an improved variety from the association&rsquo;s demonstration farm near Areka. Extension agents trained 120 members in spacing, weeding and the rogueing of diseased plants.</p>
<h2>Two seasons later</h2>
<p>At the last harvest, the cooperative&rsquo;s plots averaged 25 tonnes per hectare. A starch processor in Hawassa now buys its roots under contract, and the cooperative has opened its own nursery to supply neighbouring kebeles.</p>
<blockquote><p>&ldquo;We used to sell in the local market for whatever we were offered. Now we know our price before we harvest.&rdquo; &mdash; the cooperative&rsquo;s chairwoman</p></blockquote>`,
  },
  'jimma-processor-local-dryer': {
    title: 'A Jimma processor cuts drying time with a flash dryer built in Addis Ababa',
    description:
      'A starch and flour plant in Jimma replaced sun-drying with a flash dryer made by a local workshop. Its output tripled and its flour now meets food-grade standards.',
    author: 'Ato Bekele Gudeta',
    content: `<p>Sun-drying cassava mash on tarpaulins took three days in the rainy season, and much of it spoiled. The plant could process only four tonnes of fresh roots a day.</p>
<h2>Made in Ethiopia</h2>
<p>Through the association, the plant met a machinery workshop in Addis Ababa that had already built graters and presses for members. Together they designed a flash dryer that runs on briquettes made from cassava peels.</p>
<p>The plant now processes twelve tonnes a day, employs 28 more people, and buys roots from nine producer groups around Jimma.</p>`,
  },
  'benishangul-women-group-flour': {
    title: 'Women in Assosa turn cassava into a year-round business',
    description:
      'A group of 35 women in Assosa, Benishangul-Gumuz, now mills high-quality cassava flour for bakeries and schools, and earns an income between harvests.',
    author: 'W/ro Hirut Alemu',
    content: `<p>The women started with a hand grater and a borrowed press. After a processing course run by the association, they took a small loan to buy a motorised grater and built a drying shed.</p>
<p>Their flour is now sold to three bakeries and two school-feeding programmes in Assosa, and the group pays its members a share of the profit every quarter.</p>`,
  },
  'national-standard-cassava-flour': {
    title: 'National standard for edible cassava flour adopted',
    description:
      'The Ethiopian Standards Agency adopted a standard for high-quality edible cassava flour, drafted with the association\u2019s processors and research partners.',
    author: 'Secretariat',
    content: `<p>The new standard sets limits for moisture, cyanide content, ash and particle size. It gives processors a clear target and gives bakeries and food manufacturers confidence to replace part of their imported wheat flour with cassava flour.</p>
<p>The association will run workshops for processors in Hawassa, Jimma and Addis Ababa on how to test and certify their flour.</p>`,
  },
  'new-board-members': {
    title: 'Members elect a new board at the 2018 E.C. assembly',
    description:
      'The general assembly on 28 Nehase 2018 elected five board members and approved the accounts and the work plan for the coming year.',
    author: 'Secretariat',
    content: null,
  },
  'assembly-2018-highlights': {
    title: 'Highlights of the 2018 E.C. Annual General Assembly',
    description:
      '640 participants, 38 supply agreements signed between producer groups and processors, and three new locally built flash dryers on show.',
    author: 'Secretariat',
    content: `<p>Over two days at the ICT Park in Addis Ababa, farmers, processors, exporters and researchers reviewed a year of rapid growth in the industry.</p>
<ul><li>38 supply agreements signed between producer groups and processors</li><li>Three flash dryers and a mobile grater built by Ethiopian workshops shown for the first time</li><li>Two improved varieties presented by the Hawassa Agricultural Research Centre</li></ul>
<p>Presentations from the panels are available in the resources center.</p>`,
  },
  'field-day-areka': {
    title: 'Field day at the Areka demonstration farm',
    description:
      'Over 300 farmers visited the Areka demonstration farm to compare improved varieties and learn how to produce clean cuttings.',
    author: 'Dr. Genet Abebe',
    content: null,
  },
  'cassava-brown-streak-research': {
    title: 'What our research partners found on cassava brown streak disease',
    description:
      'A summary of two seasons of surveillance in southern Ethiopia, and what farmers can do now to keep the disease out of their fields.',
    author: 'Dr. Almaz Tesfaye',
    content: `<p>Cassava brown streak disease has devastated harvests in East Africa. Surveillance by our partner institutions has not yet confirmed it in Ethiopia, but the risk grows with every unchecked movement of stems across borders.</p>
<h2>What farmers can do</h2>
<ul><li>Plant only clean cuttings from known sources</li><li>Remove and burn plants with streaked stems or root rot</li><li>Report suspicious symptoms to the nearest agricultural office</li></ul>`,
  },
  'cassava-market-report-2018': {
    title: 'Cassava market report: prices and demand in 2018 E.C.',
    description:
      'Fresh-root prices rose in every region as starch and flour processors expanded. The full report is in the resources center.',
    author: 'Ato Dawit Mengistu',
    content: null,
  },
});
