/** Sample 7-day series written for Reign; verse texts are looked up in the WEB when seeding. */
export interface DemoDay {
  title: string;
  reference: string;
  reflection: string;
}
export interface DemoSeries {
  title: string;
  description: string;
  days: DemoDay[];
}

export const DEMO_SERIES: DemoSeries[] = [
  {
    title: 'Peace in a Busy Season',
    description:
      'Seven days with the God who gives rest: for weeks when the calendar is full and the heart is tired.',
    days: [
      {
        title: 'An Invitation to Rest',
        reference: 'Matthew 11:28',
        reflection:
          'Jesus does not begin with a to-do list; He begins with an invitation. Before you plan anything today, come to Him as you are, carrying what you carry.\n\nRest here is not the absence of work but the presence of Someone who shares the load. Name one burden and hand it over before you start.',
      },
      {
        title: 'Peace That Guards',
        reference: 'Philippians 4:6-7',
        reflection:
          'Paul wrote this from a prison cell, which means this peace does not wait for easy circumstances. Prayer with thanksgiving turns worry into conversation.\n\nWrite down the three things pressing on you most, and pray over each one with a word of thanks attached.',
      },
      {
        title: 'Be Still',
        reference: 'Psalm 46:10',
        reflection:
          'Stillness is not laziness; it is trust made visible. God speaks these words over nations in uproar, and He speaks them over your week too.\n\nTake five minutes today with no phone and no plan. Let the silence remind you who is God, and who is not.',
      },
      {
        title: 'Enough for Today',
        reference: 'Matthew 6:34',
        reflection:
          'Tomorrow has its own troubles, and its own grace waiting for it. Much of our weariness comes from carrying days that have not arrived yet.\n\nFocus your plan on today alone. When tomorrow’s worries knock, answer them with a short prayer and return to the task in front of you.',
      },
      {
        title: 'Strength Renewed',
        reference: 'Isaiah 40:31',
        reflection:
          'Waiting on the Lord is active hope, not passive delay. Those who wait are promised new strength, sometimes to soar, sometimes simply to keep walking without fainting.\n\nAsk for the strength you need for one specific thing today, and notice how He answers.',
      },
      {
        title: 'The Shepherd Leads',
        reference: 'Psalm 23:1-3',
        reflection:
          'A shepherd leads to still waters because sheep will not drink from rushing streams. God knows the pace your soul can bear.\n\nWhere is He leading you to slow down this week? Say yes to one quiet pasture He offers, even if it feels unproductive.',
      },
      {
        title: 'Peace He Leaves',
        reference: 'John 14:27',
        reflection:
          'The peace Jesus gives is not the world’s peace of everything going right; it is His own peace, given on the night before the cross.\n\nCarry this verse into the coming week. When your heart is troubled, remember that His peace was left to you on purpose.',
      },
    ],
  },
  {
    title: 'Faithful in Small Things',
    description: 'Seven days on ordinary faithfulness: work, words, money and habits offered to God.',
    days: [
      {
        title: 'Little Becomes Much',
        reference: 'Luke 16:10',
        reflection:
          'Faithfulness is built in small, unseen choices long before it is tested in large ones. God notices the little things.\n\nChoose one small task you usually rush or skip, and do it today with care, as an offering.',
      },
      {
        title: 'Work as Worship',
        reference: 'Colossians 3:23',
        reflection:
          'Paul tells ordinary workers that their daily labor can be done for the Lord Himself. No task is too plain to be offered to Him.\n\nBefore your first piece of work today, pause and dedicate it to God. Let it change how carefully you do it.',
      },
      {
        title: 'Words That Build',
        reference: 'Ephesians 4:29',
        reflection:
          'Words can tear down or build up, and most of them are spoken without much thought. Grace can shape even a short reply.\n\nAim to speak one deliberately encouraging word to each person you talk with today.',
      },
      {
        title: 'Trust Over Understanding',
        reference: 'Proverbs 3:5-6',
        reflection:
          'Trusting God does not mean switching off your mind; it means not leaning your whole weight on it. He makes paths straight that we cannot see.\n\nBring one decision you are unsure about to Him today, and take the next step you can see.',
      },
      {
        title: 'Generous Hands',
        reference: '2 Corinthians 9:7',
        reflection:
          'God loves a cheerful giver because generosity reflects His own heart. Giving is not only money; it is time, attention and help.\n\nFind one way to give freely today, and do it gladly rather than out of pressure.',
      },
      {
        title: 'Do Not Grow Weary',
        reference: 'Galatians 6:9',
        reflection:
          'Doing good can feel slow and unrewarded. Paul promises a harvest in due season for those who do not give up.\n\nThink of a good habit you have been tempted to abandon, and take up one small part of it again today.',
      },
      {
        title: 'Well Done',
        reference: 'Matthew 25:21',
        reflection:
          'The master praises faithfulness, not size. The servant was trusted with a few things and found faithful, and that opened the door to more.\n\nLook back over this week. Thank God for the small faithful steps you took, and ask Him for the next ones.',
      },
    ],
  },
];
