// The about page's words (the home page shows two of them too).

export const aboutPage = {
  title: 'About Us',
  metaDescription:
    'Mission, vision, history, achievements and impact of the Ethiopian Cassava Association, and the leadership team that runs it.',
  intro: 'A national, member-owned association for everyone who grows, processes, builds machinery for or trades cassava in Ethiopia.',
  mission: 'Our mission',
  vision: 'Our vision',
  establishment: 'How we started',
  achievements: 'What we have achieved',
  impact: 'Our impact',
  machinery: 'A home-grown machinery industry',
  leadership: 'Leadership team',
  groupPhoto: 'Our members',
  groupCaption: 'Members at the Annual General Assembly, ICT Park, Addis Ababa.',
  groupPhotoAlt: 'Two rows of association members standing under the Annual General Assembly banner at ICT Park',
};
