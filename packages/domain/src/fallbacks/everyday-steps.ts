import type { EverydayThemeId } from '@reign/bible';

/**
 * The built-in action steps by theme of everyday life (issue 51; the themes and the words that
 * point to them are @reign/bible's everyday-verses.ts): every theme has its two, so a new theme
 * cannot be added without them. Words that name no theme get steps that name the priority itself.
 */
export const EVERYDAY_STEPS: Record<EverydayThemeId, readonly [string, string]> = {
  work: [
    'Block out one focused hour for your most important work task, and begin it with a short prayer for diligence and clarity.',
    'Look for one way to serve a colleague today: offer help, encouragement or a sincere word of thanks.',
  ],
  study: [
    'Set a timer for one focused study session with your phone out of reach, and begin by asking God for understanding.',
    'At the end of the day, go over what you learned and thank God for one thing that became clearer.',
  ],
  family: [
    'Set aside unhurried time to be fully present with your family today: phone away, heart open.',
    'Speak a specific word of blessing or appreciation to each person in your family.',
  ],
  marriage: [
    'Set aside unhurried time with your spouse today, and ask one question you have not asked in a while.',
    'Do one quiet act of kindness for your spouse without being asked, and pray for them by name.',
  ],
  children: [
    'Give each child ten minutes of your full attention today, doing something they choose.',
    'Pray over your children by name tonight, and tell each one something you love about them.',
  ],
  money: [
    "Review this week's spending and name one area where you can steward money more wisely.",
    'Thank God for His provision, and set aside something to give generously: money, time or practical help.',
  ],
  giving: [
    'Choose one person or cause to give to this week, and settle the amount or the time as you pray about it.',
    'Look for one quiet way to be generous today that only God will see.',
  ],
  health: [
    'Do one thing your body needs today (rest, a short walk, the call to the doctor you have put off) and ask God for strength.',
    'Bring your pain or worry to God in a short prayer, and name one thing you can still thank Him for.',
  ],
  body: [
    'Care for your body as a gift from God: take a 20-minute walk, drink water through the day and rest when you need to.',
    'Plan one nourishing meal, and pause to give thanks before you eat it.',
  ],
  rest: [
    'Choose a time to stop working tonight, and keep it as a gift from God.',
    'Take ten unhurried minutes today to sit quietly with God, without your phone and without a list.',
  ],
  anxiety: [
    'Write down what worries you today, and turn each line into a short prayer that hands it to God.',
    'Take one small, concrete step on what worries you most, and leave the rest in God’s hands for today.',
  ],
  courage: [
    'Name the one thing you are afraid to do today, and do the first small part of it before noon.',
    'Pray for courage before the hard moment, and ask one person you trust to pray with you.',
  ],
  grief: [
    'Give yourself room to grieve today: take a few quiet minutes to remember, and tell God honestly how you feel.',
    'Reach out to one person who cares about you, and let them know how you are really doing.',
  ],
  loneliness: [
    'Reach out to one person today with a message or a call, and suggest a time to meet.',
    'Tell God plainly how alone you feel, and thank Him that He is with you now.',
  ],
  patience: [
    'When you feel hurried today, stop for one slow breath and a short prayer before you answer.',
    'Name one thing you are waiting for, and give it to God again each time it comes to mind.',
  ],
  anger: [
    'When anger rises today, wait before you speak: breathe, pray a short prayer, then answer gently.',
    'Think of one conversation that went badly, and take one step to make it right.',
  ],
  forgiveness: [
    'Name before God the person you find hard to forgive, and ask Him for the grace to let the debt go.',
    'Take one step toward peace today: a kind word, an apology or a prayer for that person’s good.',
  ],
  prayer: [
    'Set aside ten quiet minutes to pray about this, and write down what you ask so you can remember God’s answers.',
    'Pause at midday for a short prayer, bringing this priority back before God.',
  ],
  scripture: [
    'Spend 15 quiet minutes in Scripture and write down one truth to carry through the day.',
    'Read the same passage again tonight, and ask God what it means for tomorrow.',
  ],
  faith: [
    'Begin the day by thanking God for three things, and end it by naming where you saw Him at work.',
    'Spend 15 quiet minutes in Scripture and write down one truth to carry through the day.',
  ],
  friendship: [
    'Send one friend a message today to ask how they are really doing, and listen well.',
    'Pray for one friend by name, and look for a way to encourage them this week.',
  ],
  service: [
    'Look for one practical way to help a neighbor or colleague today, and do it without being asked.',
    'Ask God to open your eyes to one person who needs help today, and offer it.',
  ],
  wisdom: [
    'Write down the choice in front of you with what you know on each side, and pray over it before you decide.',
    'Ask one wise person you trust for counsel about this decision this week.',
  ],
  perseverance: [
    'Choose the smallest next step toward this goal and do it today, even if it takes only five minutes.',
    'Mark today’s progress where you can see it, and thank God for the strength to keep going.',
  ],
  love: [
    'Choose one person to love in a practical way today, and do it before the evening.',
    'Before you answer anyone today, pause for a moment and ask God how to speak with kindness.',
  ],
  hope: [
    'Write down one thing you hope for, and give it to God in a short prayer this morning.',
    'Take one small step today toward what you hope for, and leave the outcome with God.',
  ],
  joy: [
    'Write down three good gifts from today before you sleep, and thank God for each one.',
    'Share one thing you are grateful for with someone today.',
  ],
  peace: [
    'Take five quiet minutes this morning to breathe slowly and give the day to God before you begin.',
    'When the day gets loud, step away for one minute of silence and a short prayer.',
  ],
  integrity: [
    'Think of one place where it is tempting to shade the truth, and decide now what honest words you will use.',
    'Keep one small promise today exactly as you made it.',
  ],
  humility: [
    'Ask one person today for their advice or help, and listen without defending yourself.',
    'Give credit to someone else today for work they did.',
  ],
  trust: [
    'Write down what you cannot control about this, and give each item to God in a short prayer.',
    'Do the one part that is yours to do today, and leave the rest in God’s hands.',
  ],
};
