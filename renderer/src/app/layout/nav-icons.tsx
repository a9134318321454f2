import {
  BoardRegular,
  BookOpenRegular,
  DataAreaRegular,
  GiftRegular,
  HeartPulseRegular,
  HomeRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PersonRegular,
  ShoppingBagRegular,
  SparkleRegular,
  StarRegular,
  TargetRegular,
  ToolboxRegular,
  TrophyRegular,
  WrenchRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

/** One icon per menu item or group id of the navigation model. */
export const navIcons: Record<string, ReactElement> = {
  home: <HomeRegular />,
  me: <PersonRegular />,
  celebrations: <GiftRegular />,
  awards: <TrophyRegular />,
  incentives: <TargetRegular />,
  rewards: <ShoppingBagRegular />,
  people: <PeopleRegular />,
  culture: <SparkleRegular />,
  resourceHub: <BookOpenRegular />,
  dashboard: <BoardRegular />,
  userManagement: <PeopleTeamRegular />,
  platformSetUp: <WrenchRegular />,
  pointsAndRewards: <StarRegular />,
  engagement: <HeartPulseRegular />,
  adminTools: <ToolboxRegular />,
  analytics: <DataAreaRegular />,
};
