#!/usr/bin/env python3
# Random POJ 2315 cases for timing the example: `generate_cases.py SEED` writes
# case000.in .. case599.in (one case each) into the current folder. Heaps and kick
# bounds range from a few girths to 10^7, so both the exact search and its work bound
# are exercised.
import random, sys
random.seed(int(sys.argv[1]))
cases=[]
for i in range(600):
    n=random.randint(1,30); m=random.randint(1,n)
    R=random.choice([1,1,2,3,5,10,100,1000,9999])
    unit=6.2832*R
    maxheap=random.choice([3,5,8,12,20,50,200,10**4,10**7])
    r_units=random.randint(1,maxheap)
    L=max(1,min(10**8-1,int(r_units*unit)+random.randint(0,int(unit))))
    S=[max(1,min(10**8-1,int(random.randint(1,maxheap)*unit)-random.randint(0,int(unit)-1 if unit>1 else 0))) for _ in range(n)]
    cases.append(f"{n} {m} {L} {R}\n{' '.join(map(str,S))}\n")
for i,c in enumerate(cases):
    open(f"case{i:03d}.in","w").write(c)
