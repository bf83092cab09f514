// The words of the resources' documents (PDF), made by scripts/resource-documents.ts into public/files/. Each document
// is the resource's own subject, so a card leads to what its title says.
import type { DocumentText, ResourceDocumentId } from './shared/documents';

export const documents: Record<ResourceDocumentId, DocumentText> = {
  'variety-trials': {
    sections: [
      {
        heading: 'What was tested',
        body: [
          'Six improved varieties were planted beside the local variety on farmers’ fields in Wolaita, Sidama and Gamo for three seasons. Each plot was 10 by 10 metres, planted at 1 metre by 1 metre, and harvested at 12 months.',
        ],
      },
      {
        heading: 'Results',
        body: [
          'The best three varieties gave 28 to 34 tonnes of fresh roots a hectare, against 17 tonnes for the local variety. Dry matter was between 32 and 36 percent, which suits flour and chips.',
          'Two varieties showed almost no brown streak symptoms in the third season; the local variety lost a fifth of its roots to rot.',
        ],
      },
      {
        heading: 'What we recommend',
        body: [
          'Farmers who sell to flour processors should plant the high dry-matter varieties. Buy cuttings only from registered nurseries, and keep the local variety on a small plot as a reserve.',
        ],
      },
    ],
  },
  'cyanide-processing': {
    sections: [
      {
        heading: 'Why it matters',
        body: [
          'Cassava roots contain compounds that release cyanide. Good processing removes almost all of it; flour for sale must meet the national standard for edible cassava flour.',
        ],
      },
      {
        heading: 'What the study found',
        body: [
          'Peeled and grated roots that were fermented for two days and then sun-dried to below 12 percent moisture kept less than a tenth of their cyanide. Soaking whole roots for one day removed about half.',
          'Chips dried in thick layers stayed damp inside and kept the most cyanide. Thin layers on raised racks dried in two sunny days.',
        ],
      },
      {
        heading: 'Steps for small processors',
        body: [
          'Peel and wash the roots on the day of harvest. Grate finely, ferment in a covered container for 48 hours, press out the liquid, and dry in thin layers. Test each batch with a picrate test kit before milling.',
        ],
      },
    ],
  },
  'planting-guide': {
    sections: [
      {
        heading: 'Choosing and cutting stems',
        body: [
          'Take stems from healthy plants 8 to 18 months old. Cut pieces 20 to 25 centimetres long with five to seven nodes, using a sharp knife, and plant them within three days.',
        ],
      },
      {
        heading: 'Spacing and intercropping',
        body: [
          'Plant at 1 metre by 1 metre, about 10,000 plants a hectare. Maize or beans can be planted between the rows in the first three months, before the cassava closes its canopy.',
        ],
      },
      {
        heading: 'Weeding and harvest',
        body: [
          'Weed at one, three and five months. Harvest from 10 to 18 months, as the market needs; roots left longer become woody. Harvest only what can be sold or processed within two days.',
        ],
      },
    ],
  },
  'clean-cuttings': {
    sections: [
      {
        heading: 'Why clean cuttings',
        body: [
          'Brown streak and mosaic disease travel in cuttings. A nursery that multiplies only disease-free plants gives farmers a crop that starts healthy.',
        ],
      },
      {
        heading: 'Running a nursery',
        body: [
          'Start from certified material. Plant the nursery at least 500 metres from other cassava fields, inspect it every two weeks, and keep a record of where each lot of cuttings goes.',
        ],
      },
      {
        heading: 'Roguing infected plants',
        body: [
          'Pull out any plant with yellow mosaic on its leaves or brown streaks on its stems, together with its roots, and burn it away from the field. Never take cuttings from a field where more than one plant in twenty was infected.',
        ],
      },
    ],
  },
  'market-report': {
    sections: [
      {
        heading: 'Prices',
        body: [
          'Fresh roots sold for 6 to 9 Birr a kilogram at the farm gate in the south, and up to 12 Birr near Addis Ababa. Dried chips sold for 25 to 32 Birr, and flour for 45 to 60 Birr a kilogram.',
        ],
      },
      {
        heading: 'Demand',
        body: [
          'Bakeries, biscuit makers and starch users asked for more than processors could supply. Most buyers want steady monthly deliveries and flour that meets the national standard.',
        ],
      },
      {
        heading: 'Opportunities',
        body: [
          'Starch for textiles and paper is still imported. Processors who can dry and mill to a steady quality can replace part of these imports.',
        ],
      },
    ],
  },
  newsletter: {
    sections: [
      {
        heading: 'Assembly outcomes',
        body: [
          'Members approved the year’s plan and budget, elected two new board members, and agreed to open regional offices in Hawassa and Assosa.',
        ],
      },
      {
        heading: 'The new flour standard',
        body: [
          'The national standard for edible cassava flour sets limits for moisture, cyanide and ash. The association will run testing days for processors this season.',
        ],
      },
      {
        heading: 'Training and a member profile',
        body: [
          'Processing training runs in Tikimt and Hidar. In Assosa, a women’s group now sells flour all year and has bought its second mill.',
        ],
      },
    ],
  },
  'business-plan': {
    sections: [
      {
        heading: '1. The business',
        body: [
          'Name of the enterprise: ____________________',
          'Products (flour, chips, starch): ____________________',
          'Location and site: ____________________',
        ],
      },
      {
        heading: '2. Investment',
        body: [
          'Building and site: ________ Birr',
          'Machines (grater, press, dryer, mill): ________ Birr',
          'Working capital for three months: ________ Birr',
        ],
      },
      {
        heading: '3. Running costs a month',
        body: [
          'Fresh roots: ________ kg at ________ Birr',
          'Wages: ________ Birr',
          'Fuel, power and water: ________ Birr',
          'Packaging and transport: ________ Birr',
        ],
      },
      {
        heading: '4. Root supply',
        body: ['Farmers or cooperatives supplying roots: ____________________', 'Tonnes a month agreed: ________'],
      },
      {
        heading: '5. Sales and cash flow',
        body: [
          'Buyers and quantities a month: ____________________',
          'Price a kilogram: ________ Birr',
          'Money in minus money out, month by month for the first year: attach a table.',
        ],
      },
    ],
  },
  'policy-brief': {
    sections: [
      {
        heading: 'The issue',
        body: [
          'Ethiopia imports starch for its textile, paper and food industries. Cassava grown and processed at home can supply much of it.',
        ],
      },
      {
        heading: 'What stands in the way',
        body: [
          'Processors lack working capital and drying capacity, roots are sold far from the factories, and buyers are not sure of steady quality.',
        ],
      },
      {
        heading: 'What would help',
        body: [
          'Credit for processing machines, a quality mark for local starch, and contracts that link factories to cooperatives for a steady supply of roots.',
        ],
      },
    ],
  },
  'machinery-industry': {
    sections: [
      {
        heading: 'Made in Ethiopia',
        body: [
          'About three quarters of the cassava processing machines used in Ethiopia are made by local workshops. Together they employ 461 people.',
        ],
      },
      {
        heading: 'The workshops',
        body: [
          'Workshops in Addis Ababa, Hawassa and Wolaita Sodo make graters, presses, chippers, dryers and mills. Several now build flash dryers that cut drying from days to hours.',
        ],
      },
      {
        heading: 'What they need',
        body: ['Stainless steel at fair prices, training in food-safe design, and buyers who can pay in instalments.'],
      },
    ],
  },
  finance: {
    sections: [
      {
        heading: 'Where to borrow',
        body: [
          'Banks lend for machines and buildings against collateral. Microfinance institutions lend smaller sums to groups, often without collateral. Some input suppliers give credit for cuttings and fertiliser until harvest.',
        ],
      },
      {
        heading: 'Leasing machines',
        body: [
          'Capital goods leasing companies buy the machine and rent it to you; after the last payment it is yours. A 20 percent down payment is usual.',
        ],
      },
      {
        heading: 'A bankable plan',
        body: [
          'Show the lender your root supply, your buyers and a monthly cash flow for the first year. The association’s business plan template asks for each of these.',
        ],
      },
    ],
  },
  'training-course': {
    sections: [
      {
        heading: 'Who it is for',
        body: ['Staff of flour, chip and starch processors, and cooperative members who plan to start processing.'],
      },
      {
        heading: 'The five days',
        body: [
          'Day 1: hygiene and a clean site. Day 2: cyanide and how to remove it. Day 3: drying. Day 4: milling, packaging and labels. Day 5: quality records and a practical test.',
        ],
      },
      {
        heading: 'Certificate and enrolment',
        body: [
          'Those who pass the practical test receive the association’s certificate. To enrol, write to info@cassava.org.et or call +251 11 555 0142.',
        ],
      },
    ],
  },
  'handbook-sample': {
    sections: [
      {
        heading: 'About this sample',
        body: [
          'This sample holds the handbook’s contents and the opening of its chapter on planting material. The whole book has 240 pages in eight chapters, with tables, photographs and an Amharic glossary of the terms it uses.',
          'To order a printed copy, write to info@cassava.org.et or call +251 11 555 0142.',
        ],
      },
      {
        heading: 'Contents',
        body: [
          '1. Cassava in Ethiopia: where it grows and who grows it',
          '2. Varieties for food, flour and starch',
          '3. Planting material: clean cuttings and nurseries',
          '4. Growing the crop: land, spacing, weeding and pests',
          '5. Harvesting and handling fresh roots',
          '6. Processing: chips, flour, starch and safe cyanide levels',
          '7. Products and markets: prices, buyers and contracts',
          '8. Policy, standards and finance',
        ],
      },
      {
        heading: 'From chapter 3: planting material',
        body: [
          'Most of the harm that disease does to a cassava field begins with the stems that are planted. A cutting from a plant with brown streak or mosaic disease carries the virus into the new field; the plants grown from it yield little and infect their neighbours.',
          'Take stems only from healthy plants 8 to 18 months old, from a registered nursery or from a plot you have watched through the season. Cut pieces 20 to 25 centimetres long with five to seven nodes, and plant them within three days.',
          'The chapter goes on to explain how a cooperative starts a nursery, how inspectors certify it, and how clean stock is kept from one season to the next.',
        ],
      },
    ],
  },
};
