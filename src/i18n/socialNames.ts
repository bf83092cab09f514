// The social networks' names: names, so every language writes them the same way.
export const socialNames = {
  facebook: 'Facebook',
  telegram: 'Telegram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X (Twitter)',
};
