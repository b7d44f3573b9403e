/**
 * Phrase banks for simulated explanations. Placeholders in braces are filled by explanations.ts;
 * a capitalised placeholder ({Choice}) gets a capitalised value. Many interchangeable variants
 * per slot keep a hundred respondents from sounding like one.
 */

export const ADJECTIVES = [
  'modern',
  'friendly',
  'clean',
  'professional',
  'trustworthy',
  'fun',
  'premium',
  'approachable',
  'fresh',
  'straightforward',
  'polished',
  'warm',
  'bold',
  'honest',
  'stylish',
  'natural',
];
export const NEGATIVES = ['generic', 'cluttered', 'busy', 'bland', 'confusing', 'dated', 'cheap-looking', 'forgettable', 'flat', 'overdone', 'cold', 'plain'];

export const CHOICE_OPENERS = [
  'I went with {choice}.',
  '{Choice} stood out to me right away.',
  'For me it was {choice}, pretty easily.',
  'I picked {choice}.',
  '{Choice} just felt right.',
  'Honestly, {choice} was the obvious pick for me.',
  'It came down to {choice} in the end.',
  'My vote goes to {choice}.',
  'I kept coming back to {choice}.',
  '{Choice} caught my eye first.',
  "I'd go with {choice} without much hesitation.",
  'After looking at all of them, I settled on {choice}.',
  "{Choice} is the one I'd actually go for.",
  'I leaned toward {choice}.',
  'Out of these, {choice} appealed to me the most.',
  '{Choice} felt like the safest bet.',
  "If I had to pick one, it's {choice}.",
  '{Choice} won me over.',
];
export const CHOICE_REASONS = [
  'It feels more {adj} than the others.',
  'It comes across as {adj} and easy to understand.',
  "It looks like something I'd actually use day to day.",
  "It's clearer about what it's offering.",
  'It seems like better value for the money.',
  'It has a {adj} feel that I like.',
  "It's simple and doesn't try too hard.",
  'It was the easiest to take in at a glance.',
  'It gave me the best first impression.',
  'It feels {adj} without being over the top.',
  'Something about it just seems more trustworthy.',
  'It fits my taste better overall.',
  'It reminds me of brands I already like.',
  'It seems more practical for everyday life.',
  "It's the one I'd be most likely to recommend to a friend.",
  'It feels a bit more {adj}, which matters to me.',
  'The overall look is more {adj}.',
  "It's memorable in a good way.",
];
export const CONTRASTS = [
  "{Other} wasn't bad, but it felt a bit {neg} next to it.",
  'I also considered {other}, but it seemed {neg} to me.',
  "{Other} came close, it just didn't click the same way.",
  'Compared to it, {other} felt {neg}.',
  "I can see why people might like {other}, but it's not really for me.",
  '{Other} seemed a little {neg}.',
  '{Other} was my second choice.',
  'I almost went with {other}.',
  'With {other} I was less sure what I was looking at.',
  '{Other} felt {neg} by comparison.',
];
export const TOPIC_REMARKS = [
  "For a {topic}, that's what matters most to me.",
  "That's what I look for in a {topic}.",
  'A good {topic} should be easy to remember, and this one is.',
  'When it comes to a {topic}, I go with my gut.',
  'I think a {topic} should feel {adj}, and this one does.',
  'I pay more attention to the {topic} than people might think.',
  'The {topic} is usually the first thing I notice.',
  'I judged the {topic} the way I would in a shop.',
];
export const CLOSERS = [
  "That's my honest take.",
  'Simple as that.',
  'Just my opinion, of course.',
  "It wasn't a hard decision.",
  'It was close, though.',
  'That was my first instinct and I stuck with it.',
  'I could be persuaded otherwise, but that is my pick.',
];

export const MULTI_OPENERS = [
  'I selected {list}.',
  'My picks: {list}.',
  'I chose {list}.',
  "I'd be happy with {list}.",
  '{List} caught my attention.',
  'I went for {list}.',
  '{List} made the cut for me.',
  'I ticked {list}.',
  'Only {list} really spoke to me.',
  "For me it's {list}.",
  "I'd happily go for {list}.",
  '{List} stood out.',
  "I'd consider {list}.",
  'Looking through the list, I picked {list}.',
  '{List} felt relevant to me.',
];
export const MULTI_REASONS = [
  "The rest just aren't things I'd use.",
  'Those are the ones that fit my routine.',
  "The others didn't really apply to me.",
  "I tried to be honest and only pick what I'd actually use.",
  'The others felt {neg}.',
  'Each of those feels {adj} in its own way.',
  "I didn't want to tick everything just to be nice.",
  "The rest I'd probably skip.",
  'Those match what I usually look for.',
  "I've had good experiences with things like that.",
  'The others seemed a bit {neg} to me.',
  'Those seem the most useful.',
];

export const RANK_OPENERS = [
  '{Top} is my clear number one.',
  'I put {top} first.',
  '{Top} had to go at the top.',
  '{Top} came out on top for me, and {bottom} ended up last.',
  'My ranking starts with {top}.',
  'First place goes to {top}.',
  '{Top} was easy to put first; the middle was harder.',
  'I ranked {top} highest and {bottom} lowest.',
  '{Bottom} went last for me, and {top} first.',
  '{Top} first, no question.',
  'I started with {top} and worked down from there.',
  'The top spot was {top}.',
  "{Top} is the one I'd pick if I could only have one.",
  'Ranking these was tricky, but {top} is my favorite.',
  '{Top} leads my list.',
];
export const RANK_BOTTOM = [
  '{Bottom} felt {neg}, so it went last.',
  'I put {bottom} last because it felt {neg}.',
  "{Bottom} just didn't do much for me.",
  '{Bottom} was the easiest to put at the bottom.',
  "I'm not sure {bottom} is for me.",
  '{Bottom} ended up last, it seemed {neg}.',
];

/** {level} is the scale point's label, lower case ("strongly agree"); {statement} is quoted. */
export const LIKERT_OPENERS = [
  'On {statement} I went with {level}.',
  'I answered {level} for {statement}.',
  '{Statement}: {level}, for me.',
  "For {statement} I'd say {level}.",
  'My answer to {statement} was {level}.',
  'When it comes to {statement}, {level} sums it up.',
  'I put {level} for {statement}.',
  'Honestly, {level} on {statement}.',
  'I landed on {level} for {statement}.',
  '{Statement} is where I felt strongest: {level}.',
  '{Level} for {statement}, without much thought.',
  "I'd go with {level} on {statement}.",
  'If I am honest, {statement} gets {level} from me.',
  '{Level} is the right answer for me on {statement}.',
  'I picked {level} on {statement}.',
];
export const LIKERT_POSITIVE = [
  'It matches my experience pretty well.',
  "That's been true for me so far.",
  "I don't really have any complaints there.",
  'It does what it says, which I appreciate.',
  'That part feels {adj}.',
  "It's one of the things I like most about it.",
  "I'd say that without hesitation.",
  "It's something I've noticed myself.",
  'Nothing about it bothered me.',
  'It lines up with what I expected.',
  "It's a strong point, in my view.",
  "That's a big plus for me.",
];
export const LIKERT_NEGATIVE = [
  "That hasn't really been my experience.",
  'It feels a bit {neg} to me.',
  "I'd need to see more before I'd say otherwise.",
  "That's the part I'm least convinced about.",
  "There's room for improvement there.",
  "It didn't live up to what I expected.",
  "I've had mixed experiences with that.",
  "I wasn't impressed on that front.",
  "It just doesn't feel true for me.",
  "That's where it falls short for me.",
  "I'm skeptical about that one.",
  'It could be a lot better.',
];
export const LIKERT_NEUTRAL = [
  "I don't have strong feelings either way.",
  "It's fine, nothing special.",
  'I can see both sides of it.',
  'Some days yes, some days no.',
  "I'd need more time with it to say.",
  "It's neither good nor bad for me.",
  "I'm on the fence about it.",
  'It really depends on the situation.',
  "It doesn't stand out in either direction.",
  "I honestly haven't thought about it much.",
];

/** {score} is "8 out of 10" or "4 stars". */
export const RATING_OPENERS = [
  "I'd give it {score}.",
  '{Score} from me.',
  '{Score} feels about right.',
  'I went with {score}.',
  'My rating is {score}.',
  'I settled on {score}.',
  "It's {score} for me.",
  '{Score}, honestly.',
  "I'd rate it {score}.",
  'After thinking about it, {score}.',
  '{Score} is fair, I think.',
  'I landed on {score}.',
  "I'm giving it {score}.",
  '{Score} sounds right to me.',
  "I'll say {score}.",
];
export const RATING_HIGH = [
  "It does exactly what I'd want.",
  'I really like it overall.',
  "There's very little I'd change.",
  'It feels {adj} and well thought out.',
  'It exceeded what I expected.',
  "I'd happily recommend it.",
  'It left a really good impression.',
  'Everything about it feels {adj}.',
  "I can't think of much to complain about.",
  "It's clearly a step above most of what I've seen.",
  "It's something I'd actually pay for.",
  'It gets the basics right and then some.',
];
export const RATING_MID = [
  "It's good, but not amazing.",
  "There are a few things I'd improve.",
  "It's decent, though it feels a little {neg} in places.",
  'It does the job.',
  'I liked parts of it more than others.',
  "It's solid, just not memorable.",
  "It's fine, but I've seen better.",
  'Not bad, not great.',
  'It has potential.',
  "I'd want a couple of changes before I'd love it.",
  "It's okay for what it is.",
  'Some parts felt {adj}, others {neg}.',
];
export const RATING_LOW = [
  "It didn't really work for me.",
  'It feels {neg}.',
  "I wasn't impressed.",
  "There's a lot I'd change.",
  "It didn't meet my expectations.",
  'I struggled to see the appeal.',
  "It's not something I'd use.",
  'It feels {neg} and a bit unfinished.',
  "I've seen much better.",
  "It just isn't for me.",
  'It missed the mark, sadly.',
  "I'd be hesitant to recommend it.",
];

/** {where} is a region of the image: "the top left corner", "the middle". */
export const CLICK_OPENERS = [
  'I clicked near {where}.',
  'I went straight for a spot near {where}.',
  'My eye went to {where} first, so I clicked there.',
  'I clicked around {where}.',
  'The first place I looked was {where}.',
  'I tapped toward {where}.',
  'Clicking near {where} felt natural.',
  'I aimed for {where}.',
  '{Where} is where I clicked.',
  'I went for {where}.',
  'Instinctively I clicked near {where}.',
  'I picked a spot near {where}.',
  'My click went around {where}.',
  'I headed for {where} right away.',
  'I chose a spot toward {where}.',
];
export const CLICK_REASONS = [
  "That's usually where that kind of thing is.",
  "It's where my eye was drawn.",
  'That area looks clickable.',
  'It stands out from the rest of the image.',
  "It's where most sites put it.",
  'The contrast there caught my attention.',
  'It looked like the most obvious button.',
  "I didn't have to search for it.",
  "It's the part that looks most important.",
  'Honestly I just followed my instinct.',
  'It seemed like the natural next step.',
  'That spot looked {adj} and inviting.',
];
/** Used when the prompt says what the click is for ({goal}: "buy", "add this to my cart"). */
export const CLICK_GOALS = [
  "That's where I'd expect to {goal}.",
  "That's where I'd go to {goal}.",
  'It looked like the place to {goal}.',
  'If I wanted to {goal}, that is where I would look.',
];
export const CLICK_MORE = ['Then I also tried near {where}.', 'I also clicked near {where} to be sure.', 'After that I checked {where} as well.'];

export const PRICE_TOO_CHEAP = [
  'Anything under {tooCheap} would make me question the quality.',
  "At {tooCheap} I'd assume something was wrong with it.",
  'Below {tooCheap} it feels too cheap to be any good.',
  "If it were {tooCheap} I'd be suspicious.",
];
export const PRICE_BARGAIN = [
  '{Bargain} feels like a really good deal.',
  "Around {bargain} I'd buy it without thinking twice.",
  "At {bargain} it's a bargain.",
  "I'd happily pay {bargain}.",
];
export const PRICE_EXPENSIVE = [
  "Once it gets to {expensive} I'd start to hesitate.",
  '{Expensive} is getting pricey for me.',
  "At {expensive} I'd think twice.",
  "At {expensive} I'd want to compare it with other options first.",
];
export const PRICE_TOO_EXPENSIVE = [
  "{TooExpensive} is more than I'd ever pay for it.",
  "At {tooExpensive} I'd walk away.",
  '{TooExpensive} is just too much.',
  "Past {tooExpensive} it's out of the question.",
];
export const PRICE_REASONS = [
  "I've seen similar things for about that price.",
  'I compare prices a lot before buying things like this.',
  "I'd expect it to cost somewhere between {bargain} and {expensive}.",
  'It depends a bit on the quality, but that range feels fair.',
  "I'd pay a little more if it were a brand I already trust.",
  "That's roughly what I paid for something similar recently.",
];

export const OPEN_OPENERS = [
  'My first impression is that it feels {adj}.',
  'Honestly, it comes across as {adj}.',
  'It feels {adj}, maybe a little {neg} in places.',
  "I'd describe it as {adj}.",
  'It gives off a {adj} vibe.',
  'It strikes me as {adj}.',
  "Overall I'd call it {adj}.",
  'It seems {adj}, which I like.',
  'It makes me think of something {adj}.',
  'To me it says {adj}, more than anything.',
  'My gut reaction is {adj}.',
  'It reads as {adj} to me.',
  'It feels pretty {adj} overall.',
  'I think it comes off as {adj}.',
  'The word that comes to mind is {adj}.',
];
export const OPEN_DETAILS = [
  "I'd want to know a bit more about the price, though.",
  'The colors work well together.',
  'The wording could be a little clearer.',
  "I'm not sure who it's aimed at, though.",
  'It reminds me of a few brands I already buy.',
  'It could stand out more on a busy shelf.',
  'I like how simple it is.',
  'Some of the details feel {neg}, but the overall idea is good.',
  "I'd probably give it a try.",
  "It's not something I'd usually notice, but it's nice.",
  'It feels like it is aimed at a younger crowd.',
  'The layout is easy to follow.',
  "I'd like to see it in person before deciding.",
  'It makes a clear first impression.',
  'I think most people would get it straight away.',
];
export const OPEN_TOPIC = ['For a {topic}, it does its job.', 'The {topic} is what caught my attention.', 'I think the {topic} could be a bit more distinctive.'];

export const TASK_STARTS = ['Okay, so I need to {task}.', "Alright, let's see if I can {task}.", 'So the task is to {task}.', 'Okay, let me try to {task}.'];
export const TASK_STARTS_QUOTED = ['Okay, the task says: {Task}.', "Alright, let's see. {Task}.", 'So the task here is: {Task}.'];
export const TASK_MIDDLES = [
  "I'm going to start with the menu at the top.",
  "Hmm, I don't see it right away, let me scroll down a bit.",
  'Let me try the search bar.',
  'There are a lot of options here, which is a little overwhelming.',
  "I think it's probably under the account section.",
  'The buttons are pretty clear, so that helps.',
  'This page is loading a bit slowly.',
  "I'll check the footer, that's usually where this kind of thing is.",
  "I'm not sure what this icon means, so I'll skip it.",
  'On my {phone} I would normally just tap the menu icon.',
];
export const TASK_ENDS = [
  'Okay, there it is, that took a second.',
  'Found it, that was pretty straightforward.',
  "Got it, though it wasn't where I expected.",
  'Done, that was easier than I thought.',
  "Right, I think that's it.",
  'Okay, I managed it, but the labels could be clearer.',
  "There we go, that's done.",
  'Finally, that took longer than it should have.',
];

/** Each ends in a comma: it opens the sentence that recalls the original answer. */
export const FOLLOWUP_LEADS = ['Like I mentioned,', 'To add to what I said,', 'Honestly,', 'Well,', 'Sure,', 'Good question,', 'Thinking about it more,'];
export const FOLLOWUP_PRICE = [
  "Price matters a lot to me, so I'd want it to feel like good value.",
  "I'd pay a bit more if the quality was clearly there.",
  'If it were on sale I would definitely be more tempted.',
];
export const FOLLOWUP_CHANGE = [
  "I'd make it a bit simpler and clearer.",
  'Maybe brighter colors and a little less text.',
  "I'd add a bit more information about what it actually does.",
  'I would make the main message stand out more.',
];
export const FOLLOWUP_YES = ['Yes, I think I would, at least to try it once.', 'Probably, if the price was right.', "I'd say yes, it seems worth a go."];
export const FOLLOWUP_NO = ['Probably not, to be honest.', "I don't think so, it's not really for me.", 'Maybe, but I would need convincing.'];
