import { z } from 'zod';
import { notificationKind } from '../../kernel/notify/kinds.ts';

const points = z.number().int().positive();
const days = z.number().int().positive();

/**
 * The celebrated member's bell, one kind per event and one more for each with points: a sentence
 * that adds the points is its own sentence in every language.
 */
export const celebrationKinds = {
  birthday: notificationKind(
    'celebration.birthday',
    {},
    { en: 'Happy birthday from all of us!', de: 'Alles Gute zum Geburtstag von uns allen!' },
  ),
  birthdayPoints: notificationKind(
    'celebration.birthdayPoints',
    { points },
    {
      en: 'Happy birthday from all of us! +{{points}} points',
      de: 'Alles Gute zum Geburtstag von uns allen! +{{points}} Punkte',
    },
  ),
  anniversary: notificationKind(
    'celebration.anniversary',
    {},
    {
      en: 'Happy work anniversary! Thank you for being with us.',
      de: 'Herzlichen Glückwunsch zum Dienstjubiläum! Danke, dass Sie bei uns sind.',
    },
  ),
  anniversaryPoints: notificationKind(
    'celebration.anniversaryPoints',
    { points },
    {
      en: 'Happy work anniversary! Thank you for being with us. +{{points}} points',
      de: 'Herzlichen Glückwunsch zum Dienstjubiläum! Danke, dass Sie bei uns sind. +{{points}} Punkte',
    },
  ),
  welcome: notificationKind(
    'celebration.welcome',
    {},
    { en: 'Welcome aboard! We are glad you are here.', de: 'Willkommen an Bord! Schön, dass Sie da sind.' },
  ),
  welcomePoints: notificationKind(
    'celebration.welcomePoints',
    { points },
    {
      en: 'Welcome aboard! We are glad you are here. +{{points}} points',
      de: 'Willkommen an Bord! Schön, dass Sie da sind. +{{points}} Punkte',
    },
  ),
  onboarding: notificationKind(
    'celebration.onboarding',
    { days },
    {
      en: 'Congratulations on completing your first {{days}} days!',
      de: 'Herzlichen Glückwunsch zu Ihren ersten {{days}} Tagen!',
    },
  ),
  onboardingPoints: notificationKind(
    'celebration.onboardingPoints',
    { days, points },
    {
      en: 'Congratulations on completing your first {{days}} days! +{{points}} points',
      de: 'Herzlichen Glückwunsch zu Ihren ersten {{days}} Tagen! +{{points}} Punkte',
    },
  ),
};

export const celebrationNotificationKinds = Object.values(celebrationKinds);
