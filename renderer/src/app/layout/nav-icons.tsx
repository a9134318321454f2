import {
  Board20Regular,
  BookOpen20Regular,
  DataArea20Regular,
  Gift20Regular,
  HeartPulse20Regular,
  Home20Regular,
  People20Regular,
  PeopleTeam20Regular,
  Person20Regular,
  ShoppingBag20Regular,
  Sparkle20Regular,
  Star20Regular,
  Target20Regular,
  Toolbox20Regular,
  Trophy20Regular,
  Wrench20Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

/** One icon per menu item or group id of the navigation model. */
export const navIcons: Record<string, ReactElement> = {
  home: <Home20Regular />,
  me: <Person20Regular />,
  celebrations: <Gift20Regular />,
  awards: <Trophy20Regular />,
  incentives: <Target20Regular />,
  rewards: <ShoppingBag20Regular />,
  people: <People20Regular />,
  culture: <Sparkle20Regular />,
  resourceHub: <BookOpen20Regular />,
  dashboard: <Board20Regular />,
  userManagement: <PeopleTeam20Regular />,
  platformSetUp: <Wrench20Regular />,
  pointsAndRewards: <Star20Regular />,
  engagement: <HeartPulse20Regular />,
  adminTools: <Toolbox20Regular />,
  analytics: <DataArea20Regular />,
};
