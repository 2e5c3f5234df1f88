import type { HostelType } from '../schema';

/** The 17 seeded hostels across the seven areas (spec §2: 17 hostels). `owner` picks the seeded owner. */
export interface SeedHostel {
  owner: 'demo' | 'partner1' | 'partner2' | 'partner3';
  name: string;
  type: HostelType;
  area: string;
  price: number;
  available: boolean;
  features: string[];
  rules: string[];
}

export const SEED_HOSTELS: SeedHostel[] = [
  { owner: 'demo', name: 'Sri Sai Residency', type: 'Boys', area: 'Mangalpally', price: 6500, available: true, features: ['Wi-Fi', 'Food included', 'Laundry', 'CCTV'], rules: ['Gate closes at 10:30 PM.', 'No visitors in rooms after 8 PM.', 'Keep noise down after 10 PM.'] },
  { owner: 'demo', name: 'Sri Sai Ladies Nest', type: 'Girls', area: 'Mangalpally', price: 7000, available: true, features: ['Wi-Fi', 'Food included', '24×7 security', 'Hot water'], rules: ['Gate closes at 9:30 PM.', 'Sign the register when you go out for the night.'] },
  { owner: 'partner1', name: 'Green Valley Boys Hostel', type: 'Boys', area: 'Mangalpally', price: 5500, available: false, features: ['Wi-Fi', 'Food included', 'Gym'], rules: ['No smoking on the premises.'] },
  { owner: 'partner1', name: 'Lotus Girls Hostel', type: 'Girls', area: 'Adibatla', price: 6800, available: true, features: ['Wi-Fi', 'AC rooms', 'Food included', 'CCTV'], rules: ['Gate closes at 9:30 PM.'] },
  { owner: 'partner1', name: 'TCS Gate Co-Living', type: 'Co-Living', area: 'Adibatla', price: 9500, available: true, features: ['Wi-Fi', 'AC rooms', 'Housekeeping', 'Power backup'], rules: ['Quiet hours 11 PM to 7 AM.'] },
  { owner: 'partner1', name: 'Adibatla Boys Den', type: 'Boys', area: 'Adibatla', price: 5200, available: true, features: ['Wi-Fi', 'Food included'], rules: ['No loud music after 10 PM.'] },
  { owner: 'partner2', name: 'Sheriguda Scholars Hostel', type: 'Boys', area: 'Sheriguda', price: 4800, available: true, features: ['Study hall', 'Food included', 'Wi-Fi'], rules: ['Study hall is silent at all times.'] },
  { owner: 'partner2', name: 'Sunflower Girls Hostel', type: 'Girls', area: 'Sheriguda', price: 5600, available: false, features: ['Food included', 'Laundry', 'CCTV'], rules: ['Gate closes at 9 PM.'] },
  { owner: 'partner2', name: 'Metro Stay Dilsukhnagar', type: 'Boys', area: 'Dilsukhnagar', price: 7500, available: true, features: ['Near metro', 'Wi-Fi', 'AC rooms', 'Food included'], rules: ['ID proof is required at check-in.'] },
  { owner: 'partner2', name: 'Pearl Ladies Hostel', type: 'Girls', area: 'Dilsukhnagar', price: 8000, available: true, features: ['Near metro', 'AC rooms', '24×7 security', 'Food included'], rules: ['Visitors only in the lobby.'] },
  { owner: 'partner2', name: 'Dilsukhnagar Co-Live Hub', type: 'Co-Living', area: 'Dilsukhnagar', price: 11000, available: true, features: ['Near metro', 'Wi-Fi', 'Gym', 'Housekeeping'], rules: ['Shared kitchen is cleaned by whoever uses it.'] },
  { owner: 'partner3', name: 'Maisammaguda Campus Hostel', type: 'Boys', area: 'Maisammaguda', price: 5000, available: true, features: ['Walk to colleges', 'Food included', 'Wi-Fi'], rules: ['Gate closes at 10 PM.'] },
  { owner: 'partner3', name: 'Annapurna Girls Hostel', type: 'Girls', area: 'Maisammaguda', price: 5400, available: true, features: ['Walk to colleges', 'Home-style food', 'CCTV'], rules: ['Gate closes at 9 PM.'] },
  { owner: 'partner3', name: 'Narayanaguda Residency', type: 'Boys', area: 'Narayanaguda', price: 8500, available: false, features: ['City centre', 'AC rooms', 'Wi-Fi'], rules: ['No cooking in rooms.'] },
  { owner: 'partner3', name: 'Lakshmi Ladies Hostel', type: 'Girls', area: 'Narayanaguda', price: 8200, available: true, features: ['City centre', 'Food included', 'Laundry'], rules: ['Sign the register after 8 PM.'] },
  { owner: 'partner1', name: 'Highway Boys Hostel', type: 'Boys', area: 'Others', price: 4500, available: true, features: ['Food included', 'Parking'], rules: ['Vehicles must be parked in the marked area.'] },
  { owner: 'partner3', name: 'Serene Girls Hostel', type: 'Girls', area: 'Others', price: 4900, available: true, features: ['Food included', 'Garden', 'CCTV'], rules: ['Gate closes at 9 PM.'] },
];

export const SEED_OWNERS = {
  partner1: { name: 'Ramesh Goud', email: 'partner1@hostelhub.in', phone: '9000000001', hostelName: 'Green Valley Hostels' },
  partner2: { name: 'Sunitha Reddy', email: 'partner2@hostelhub.in', phone: '9000000002', hostelName: 'Sheriguda Stays' },
  partner3: { name: 'Mohammed Irfan', email: 'partner3@hostelhub.in', phone: '9000000003', hostelName: 'Campus Homes' },
};
