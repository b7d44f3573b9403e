import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../../platform/graphql/scalars';
import { UserRef } from '../resolvers/user-ref';
import { PageOf } from '../../../../platform/graphql/page';

@ObjectType('Project', { description: 'A group of surveys of one team.' })
@Directive('@key(fields: "id")')
export class ProjectType {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'v1 numeric id.' }) legacyId!: number;
  @Field(() => ID) teamId!: string;
  @Field(() => Boolean, { description: 'Live (true) or test (false) mode: fixed at creation by the creating credential.' }) livemode!: boolean;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => String) goal!: string;
  @Field(() => Boolean) archived!: boolean;
  @Field(() => Boolean) bookmarked!: boolean;
  @Field(() => UserRef, { nullable: true, description: 'Who created it; null when unknown or no longer a user.' })
  createdBy!: UserRef | null;
  @Field(() => Int, { description: 'Surveys in the project that are not deleted.' }) surveyCount!: number;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar) updatedAt!: string;
}

@ObjectType('ProjectPage')
export class ProjectPageType extends PageOf(ProjectType) {}

/** Fields of a project; on update, absent fields stay as they are. */
@InputType('ProjectInput')
export class ProjectInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) goal?: string | null;
  @Field(() => Boolean, { nullable: true }) archived?: boolean | null;
  @Field(() => Boolean, { nullable: true }) bookmarked?: boolean | null;
}
